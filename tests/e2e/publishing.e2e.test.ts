import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { editorWords } from '../../locale/editor.ts';
import { inviteEditor } from '../../supabase/invite-editor/invite-editor.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { invitedSession } from '../backend/support/invited-user.ts';
import { openRoute, sharedBrowser, viewports } from './browser.ts';
import { recordViolations, violations } from './policy-violations.ts';
import { teamPhoto } from './team-photo.ts';

// The owner's whole path on `npm start`'s server and its real local backend: invited by the command's function, signs in
// on a phone, edits a title, closes the tab, finds the draft, publishes; the publish function's commit is in the
// backend's own bare repository (global-setup.ts). Then what nobody else may do, a draft that would break another page, and
// a file published by someone else meanwhile; an uploaded image; and a host's build of the branch, which shows what was
// published.

const baseUrl = inject('baseUrl');
const repository = inject('contentRepository');
const browser = sharedBrowser();
const w = editorWords.hosted;
const root = process.cwd();

const git = (...args: string[]) => execFileSync('git', ['--git-dir', repository, ...args], { encoding: 'utf8' }).trim();
const headOf = () => git('rev-parse', 'HEAD');
const blockTitle = (page: import('playwright-core').Page) => page.getByRole('region', { name: /^Bloc/ }).getByRole('textbox', { name: 'Titre', exact: true });

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * The commit `commit` of the repository, checked out and built as a host's build would: its page's HTML. The build runs
 * beside the test, not in its thread: the test's time limit still holds while it runs.
 */
async function builtPage(commit: string, route: string): Promise<string> {
  const tree = mkdtempSync(join(tmpdir(), 'e2e-published-'));
  folders.push(tree);
  execFileSync('git', ['clone', '--quiet', '--shared', repository, tree]);
  execFileSync('git', ['-C', tree, 'checkout', '--quiet', commit]);
  // What `npm ci` installs and generates, taken from this checkout.
  for (const generated of ['node_modules', 'styled-system']) symlinkSync(join(root, generated), join(tree, generated));
  await promisify(execFile)('npx', ['tsx', 'engine/prerender/build.ts'], { cwd: tree });
  return readFileSync(join(tree, 'dist', route.slice(1), 'index.html'), 'utf8');
}

/** Someone else's publish of `file`, straight onto the repository's branch: the commit it makes. */
function publishElsewhere(file: string, change: (text: string) => string): string {
  const tree = mkdtempSync(join(tmpdir(), 'e2e-elsewhere-'));
  folders.push(tree);
  execFileSync('git', ['clone', '--quiet', repository, tree]);
  const path = join(tree, file);
  const text = readFileSync(path, 'utf8');
  const changed = change(text);
  if (changed === text) throw new Error(`${file}: the change changed nothing`);
  writeFileSync(path, changed);
  const author = ['-c', 'user.name=Une collègue', '-c', 'user.email=collegue@example.fr'];
  execFileSync('git', ['-C', tree, ...author, 'commit', '--quiet', '-am', `Publish ${file}`]);
  execFileSync('git', ['-C', tree, 'push', '--quiet', 'origin', 'HEAD']);
  return headOf();
}

// The test that builds the branch waits for that build, an uploaded image to encode included: about 135 s on one core of
// this machine, and about twice that on a machine half as fast with another browser test beside it (322 s measured under
// `taskset -c 0`). Its limit is set for that machine.
const buildingTestLimit = 600_000;

/** What the owner publishes on /nos-valeurs: its title, then the alt of the image its hero is given. */
const newTitle = 'Des valeurs tenues, pas seulement affichées';
const imageDescription = 'L’équipe réunie autour d’une table de travail';

async function callPublish(path: string, token: string, init: RequestInit = {}) {
  return fetch(`${baseUrl}/functions/v1/publish${path}`, { ...init, headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}`, ...init.headers } });
}

describe('publishing from the browser', () => {
  it('takes an invited owner from the link to a published title on a phone, the draft surviving a closed tab', async () => {
    const email = 'proprietaire@example.fr';
    const { link } = await inviteEditor({ url: baseUrl, serviceRoleKey: LOCAL_SERVICE_ROLE_KEY, email, redirectTo: `${baseUrl}/admin/` });
    const { page, problems } = await openRoute(browser(), baseUrl, '/admin/', { viewport: viewports.mobile, initScript: recordViolations });
    await page.goto(link!);
    await page.getByLabel(w.newPassword).fill('Un mot de passe bien à moi');
    await page.getByRole('button', { name: w.savePassword }).click();
    await page.getByRole('link', { name: '/nos-valeurs', exact: true }).click();
    // The page's editor on the phone: nothing wider than its screen.
    await expect.poll(() => blockTitle(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await blockTitle(page).fill(newTitle);
    await expect.poll(() => page.getByText(w.draftSaved).isVisible()).toBe(true);

    // The tab closed, the phone's browser opened again on the page: the draft is there, on the server.
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await again.goto(`${baseUrl}/admin/nos-valeurs`);
    await expect.poll(() => blockTitle(again).inputValue()).toBe(newTitle);

    const before = headOf();
    await again.getByRole('button', { name: w.publish, exact: true }).click();
    await expect.poll(() => again.getByText(/^Publié \(/).isVisible(), { timeout: 15_000 }).toBe(true);
    const after = headOf();
    expect(git('rev-list', '--count', `${before}..${after}`)).toBe('1');
    expect(git('diff', '--name-only', before, after)).toBe('pages/nos-valeurs.json');
    expect(git('log', '-1', '--format=%ae', after)).toBe(email);
    const changed = git('diff', '--unified=0', before, after)
      .split('\n')
      .filter((line) => /^[-+]\s/.test(line));
    expect(changed).toHaveLength(2);
    expect(changed[1]).toContain(newTitle);
    expect(await violations(again)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('refuses a draft that would break another page, naming it, and shows both versions of a file published meanwhile', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/admin/', { viewport: viewports.mobile, initScript: recordViolations });
    await page.getByLabel(w.email).fill('proprietaire@example.fr');
    await page.getByLabel(w.password).fill('Un mot de passe bien à moi');
    await page.getByRole('button', { name: w.signIn }).click();

    // A page published meanwhile links to the section #cabinet of /qui-sommes-nous: removing that anchor would break it.
    publishElsewhere('pages/bancassurance.json', (text) => text.replace('"href": "/qui-sommes-nous" }', '"href": "/qui-sommes-nous#cabinet" }'));
    await page.getByRole('link', { name: '/qui-sommes-nous', exact: true }).click();
    await page.getByRole('button', { name: /^2\. / }).first().click();
    const anchor = page.getByRole('textbox', { name: /^Ancre/ });
    await expect.poll(() => anchor.inputValue()).toBe('cabinet');
    await anchor.fill('');
    await expect.poll(() => page.getByText(w.draftSaved).isVisible()).toBe(true);
    const before = headOf();
    await page.getByRole('button', { name: w.publish, exact: true }).click();
    const elsewhere = page.getByRole('list', { name: editorWords.ui.brokenElsewhere });
    await expect.poll(() => elsewhere.textContent(), { timeout: 15_000 }).toContain('/bancassurance (blocks.7.cards.1.link.href)');
    expect(await page.getByText(w.publishInvalid).isVisible()).toBe(true);
    expect(headOf()).toBe(before);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: w.discardDraft }).click();
    // The published version back in the form: no draft said any more.
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('');
    await page.getByRole('button', { name: /^2\. / }).first().click();
    await expect.poll(() => anchor.inputValue()).toBe('cabinet');

    // A draft of the FAQ begun, then someone else publishes the FAQ: the branch has moved under the draft.
    await page.goto(`${baseUrl}/admin/faq`);
    await blockTitle(page).fill('Vos questions, nos réponses');
    await expect.poll(() => page.getByText(w.draftSaved).isVisible()).toBe(true);
    const theirs = publishElsewhere('pages/faq.json', (text) => text.replace('"Questions Fréquentes sur', '"Les questions posées sur'));
    await page.getByRole('button', { name: w.publish, exact: true }).click();
    await expect.poll(() => page.getByText(w.conflictTitle('pages/faq.json')).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(headOf()).toBe(theirs);
    await page.getByRole('button', { name: w.keepMine }).click();
    await page.getByRole('button', { name: w.publish, exact: true }).click();
    await expect.poll(() => page.getByText(/^Publié \(/).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(git('rev-list', '--count', `${theirs}..HEAD`)).toBe('1');
    expect(git('show', 'HEAD:pages/faq.json')).toContain('Vos questions, nos réponses');
    expect(await violations(page)).toEqual([]);
    // The browser reports the function's refusals (422, then 409) as failed loads; nothing else went wrong.
    expect(problems.filter((problem) => !/Failed to load resource: the server responded with a status of (422|409)/.test(problem))).toEqual([]);
  }, 90_000);

  it('commits an image the owner uploads, shows it in the form and the preview before any build, and publishes the page that names it', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/admin/', { viewport: viewports.desktop, initScript: recordViolations });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.getByLabel(w.email).fill('proprietaire@example.fr');
    await page.getByLabel(w.password).fill('Un mot de passe bien à moi');
    await page.getByRole('button', { name: w.signIn }).click();
    await page.getByRole('link', { name: '/nos-valeurs', exact: true }).click();
    const hero = page.getByRole('region', { name: /^Bloc/ }).first();
    await hero.getByRole('button', { name: /^Ajouter\W+Image\W*$/ }).click();
    const field = hero.getByRole('group', { name: 'Image', exact: true });
    const upload = field.getByLabel(editorWords.ui.imageUpload);

    // A text named .png is refused by what its bytes are, in French, and nothing is committed.
    const before = headOf();
    await upload.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('pas une image') });
    await expect.poll(() => field.getByText(editorWords.api.notAnImage).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(headOf()).toBe(before);

    const photo = await teamPhoto();
    await upload.setInputFiles(photo);
    const alt = field.getByRole('textbox', { name: 'Texte alternatif' });
    await expect.poll(() => alt.evaluate((input) => input === document.activeElement), { timeout: 15_000 }).toBe(true);
    // Committed at once into images/, by the owner, on the branch the site is built from.
    const uploaded = headOf();
    expect(git('diff', '--name-only', before, uploaded)).toBe('images/equipe-en-atelier.png');
    expect(git('log', '-1', '--format=%ae', uploaded)).toBe('proprietaire@example.fr');
    expect(Buffer.from(execFileSync('git', ['--git-dir', repository, 'show', `${uploaded}:images/equipe-en-atelier.png`])).equals(photo.buffer)).toBe(true);
    // Chosen, and its thumbnail shown from the bytes this browser sent: no build has written one yet.
    const choice = page.getByRole('radio', { name: /^equipe-en-atelier\.png, 1600\s×\s1000\spx$/ });
    expect(await field.getByRole('radio', { checked: true }).getAttribute('value')).toBe('images/equipe-en-atelier.png');
    const thumbnail = field.locator('label', { has: choice }).locator('img');
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBe(1600);

    await page.keyboard.type(imageDescription);
    const shown = page.frameLocator(`iframe[title="${editorWords.ui.preview}"]`).getByRole('img', { name: imageDescription });
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), { timeout: 15_000 }).toBe(1600);
    expect(await shown.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/^blob:/);
    await expect.poll(() => page.getByText(w.draftSaved).isVisible()).toBe(true);

    await page.getByRole('button', { name: w.publish, exact: true }).click();
    await expect.poll(() => page.getByText(/^Publié \(/).isVisible(), { timeout: 15_000 }).toBe(true);
    const published = headOf();
    expect(git('diff', '--name-only', uploaded, published)).toBe('pages/nos-valeurs.json');
    expect(await violations(page)).toEqual([]);
    // The browser reports the refused text (415) and the preview's files no build has written yet (404) as failed loads.
    expect(problems.filter((problem) => !/Failed to load resource: the server responded with a status of (415|404)/.test(problem))).toEqual([]);
  });

  it('has the host build what the owner published: the new title, and the uploaded image at the hero’s widths', { timeout: buildingTestLimit }, async () => {
    // One build of the branch for both publishes above (a build is most of this file's time): the image's commit came
    // after the title's, on the same page.
    const html = await builtPage(headOf(), '/nos-valeurs');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${newTitle}</h1>`));
    expect(html).toMatch(new RegExp(`<img [^>]*alt="${imageDescription}"`));
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/assets\/equipe-en-atelier-\d+w-q50\.[0-9a-f]{12}\.avif/);
  });

  it('answers the anon key 401 at the function and no row of drafts, and a signed-in account without the role 403', async () => {
    expect((await callPublish('/content', LOCAL_ANON_KEY)).status).toBe(401);
    const anonDrafts = await fetch(`${baseUrl}/rest/v1/page_drafts?select=*`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(anonDrafts.status).toBe(401);
    expect(await anonDrafts.json()).toMatchObject({ code: '42501' });

    const stranger = await invitedSession(baseUrl, 'sans-role@example.fr');
    expect((await callPublish('/content', stranger.accessToken)).status).toBe(403);
    expect((await callPublish('', stranger.accessToken, { method: 'POST', body: '{}' })).status).toBe(403);
    const strangerDrafts = await fetch(`${baseUrl}/rest/v1/page_drafts?select=*`, {
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${stranger.accessToken}` },
    });
    expect(await strangerDrafts.json()).toEqual([]);
  });
});
