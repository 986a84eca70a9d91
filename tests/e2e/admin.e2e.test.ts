import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { jsonFilesIn } from '../../engine/validation/disk-source.ts';
import { readImages } from '../../engine/validation/read-images.ts';
import { editorWords } from '../../locale/editor.ts';
import { inviteEditor } from '../../supabase/invite-editor/invite-editor.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { openRoute, sharedBrowser, viewports } from './browser.ts';
import { recordViolations, violations } from './policy-violations.ts';

// /admin/ on `npm start`'s server: its headers, and the sign-in screen and editor on a phone. The Auth API, the roles
// and drafts tables and the publish function answer here at the HTTP level, as the plan's interfaces say (GoTrue's
// password grant, PostgREST's rows, the function's content), so that these tests are about /admin/ alone, failures
// included; the whole chain on the real local backend is the end-to-end test of publishing.

const baseUrl = inject('baseUrl');
const mailbox = inject('mailbox');
const browser = sharedBrowser();
const w = editorWords.hosted;
const root = process.cwd();

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const userId = '00000000-0000-4000-8000-000000000001';
const email = 'owner@example.fr';
const now = () => Math.floor(Date.now() / 1000);
/** A token of the shape GoTrue signs (supabase-js reads its claims, never its signature). */
const accessToken = () =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: userId, email, role: 'authenticated', aud: 'authenticated', exp: now() + 3600, iat: now(), session_id: 's1' })}.c2lnbmF0dXJl`;
const session = () => ({
  access_token: accessToken(),
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: now() + 3600,
  refresh_token: 'refresh-1',
  user: { id: userId, aud: 'authenticated', role: 'authenticated', email, app_metadata: {}, user_metadata: {}, created_at: new Date(0).toISOString() },
});
const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

const headContent = {
  head: 'h1',
  files: [
    ...jsonFilesIn(join(root, 'pages'), true).map((file) => `pages/${file}`),
    ...jsonFilesIn(join(root, 'data'), false).map((file) => `data/${file}`),
  ].map((path): { path: string; oid: string; text?: string; image?: object } => ({ path, oid: `oid-${path}`, text: readFileSync(join(root, path), 'utf8') })),
};
// The images at the head as the function lists them: their pixels and hash, as the build reads them.
for (const [path, image] of readImages(root)) headContent.files.push({ path, oid: `oid-${path}`, image });

/** The backend's parts still missing, answered for an account with (or without) the editor role; drafts kept in `drafts`. */
async function stubBackend(page: Page, { editor, drafts = [] }: { editor: boolean; drafts?: unknown[] }) {
  await page.route('**/auth/v1/token?grant_type=password', (route) => json(route, 200, session()));
  await page.route('**/rest/v1/user_roles?**', (route) => json(route, 200, editor ? [{ role: 'editor' }] : []));
  await page.route('**/rest/v1/page_drafts**', (route) => {
    if (route.request().method() === 'GET') return json(route, 200, drafts);
    // Who and when, as the table's trigger sets them.
    drafts.push({ ...(route.request().postDataJSON() as object), updated_by_email: email, updated_at: new Date().toISOString() });
    return json(route, 201, []);
  });
  await page.route('**/functions/v1/publish/content', (route) => json(route, 200, headContent));
}

async function signIn(page: Page, password = 'correct horse') {
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password).fill(password);
  await page.getByRole('button', { name: w.signIn }).click();
}

/** The last sign-in link the served backend sent to `address` (printed on its console: global-setup.ts keeps those lines). */
function sentLink(address: string): string | undefined {
  const sent = existsSync(mailbox) ? readFileSync(mailbox, 'utf8').split('\n') : [];
  const line = sent.findLast((printed) => printed.includes(`sign-in link for ${address} `));
  return line?.slice(line.lastIndexOf(' ') + 1);
}

/** Nothing wider than the phone's screen: no sideways scrolling. */
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** Nothing of `part` beyond the phone's screen's right edge. */
const fitsInside = (part: Locator) =>
  part.evaluate((element) => [element, ...element.querySelectorAll('*')].every((inner) => inner.getBoundingClientRect().right <= window.innerWidth));

describe('/admin/ on the production server', () => {
  it('is never indexed nor cached, under the site policy, its every address its one document', async () => {
    const home = await fetch(`${baseUrl}/`);
    for (const path of ['/admin/', '/admin/faq', '/admin/_donnees/values']) {
      const answer = await fetch(`${baseUrl}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(answer.headers.get('content-security-policy'), path).toBe(home.headers.get('content-security-policy'));
      expect(await answer.text(), path).toContain('/assets/admin/');
    }
    const bare = await fetch(`${baseUrl}/admin`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/admin/']);
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).not.toContain('/admin');
    expect(await home.text()).not.toContain('/assets/admin/');
  });

  it('says wrong credentials and an unreachable backend in the site’s words, on a phone', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/admin/', { viewport: viewports.mobile, initScript: recordViolations });
    let answer: 'wrong' | 'offline' = 'wrong';
    await page.route('**/auth/v1/token?grant_type=password', (route) =>
      answer === 'wrong'
        ? json(route, 400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })
        : route.abort('internetdisconnected'),
    );
    await expect.poll(() => page.getByRole('heading', { name: w.signInTitle }).isVisible()).toBe(true);
    await signIn(page, 'wrong');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(w.wrongCredentials);
    answer = 'offline';
    await signIn(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(w.networkError);
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await violations(page)).toEqual([]);
    // Offline, the browser and supabase-js report the failed request itself; nothing else goes wrong.
    expect(problems.filter((problem) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|TypeError: Failed to fetch/.test(problem))).toEqual([]);
  });

  it('has the owner arriving from the invitation link choose a password, then edit', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/admin/', { viewport: viewports.mobile, initScript: recordViolations });
    await stubBackend(page, { editor: true });
    const { user } = session();
    const chosen: unknown[] = [];
    await page.route('**/auth/v1/user', (route) => {
      if (route.request().method() === 'PUT') chosen.push(route.request().postDataJSON());
      return json(route, 200, user);
    });
    // GoTrue's /verify redirect after an invitation: the session in the fragment.
    await page.goto(`${baseUrl}/admin/#access_token=${accessToken()}&expires_in=3600&refresh_token=refresh-1&token_type=bearer&type=invite`);
    await expect.poll(() => page.getByRole('heading', { name: w.choosePasswordTitle }).isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel(w.newPassword).fill('un mot de passe choisi');
    await page.getByRole('button', { name: w.savePassword }).click();
    await expect.poll(() => page.getByRole('heading', { name: editorWords.ui.appTitle }).isVisible()).toBe(true);
    expect(chosen).toEqual([expect.objectContaining({ password: 'un mot de passe choisi' })]);
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('sends the owner a sign-in link from the card on a phone, which opens the editor once, then is said to be expired', async () => {
    // The Auth API is the served backend's own here (the link is made, mailed and verified by it); roles, drafts and
    // content are answered as in the other tests.
    const owner = 'lien@example.fr';
    await inviteEditor({ url: baseUrl, serviceRoleKey: LOCAL_SERVICE_ROLE_KEY, email: owner, redirectTo: `${baseUrl}/admin/` });
    const { page, problems } = await openRoute(browser(), baseUrl, '/admin/', { viewport: viewports.mobile, initScript: recordViolations });
    await stubBackend(page, { editor: true });
    await page.getByRole('button', { name: w.linkWay }).click();
    const status = page.getByRole('status').filter({ hasText: w.linkSent });
    // An address without an account is answered as one with: the card does not tell who has one.
    await page.getByLabel(w.email).fill('inconnu@example.fr');
    await page.getByRole('button', { name: w.sendLink }).click();
    await expect.poll(() => status.isVisible()).toBe(true);
    await page.getByLabel(w.email).fill(owner);
    await page.getByRole('button', { name: w.sendLink }).click();
    await expect.poll(() => sentLink(owner)).toBeDefined();
    await expect.poll(() => status.isVisible()).toBe(true);
    expect(await fitsTheScreen(page)).toBe(true);

    const link = sentLink(owner)!;
    await page.goto(link);
    await expect.poll(() => page.getByRole('link', { name: '/faq', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: w.choosePasswordTitle }).count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('');
    expect(await fitsTheScreen(page)).toBe(true);

    // Signed out, the same link again: GoTrue refuses it (used), and the card says so where a new one is asked for.
    await page.getByRole('button', { name: w.signOut }).click();
    await expect.poll(() => page.getByRole('heading', { name: w.signInTitle }).isVisible()).toBe(true);
    await page.goto(link);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(w.linkExpired);
    expect(await page.getByRole('button', { name: w.sendLink }).isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await violations(page)).toEqual([]);
    // GoTrue refuses the unknown address (422, otp_disabled), which the browser reports; nothing else goes wrong.
    expect(problems.filter((problem) => !/Failed to load resource: the server responded with a status of 422/.test(problem))).toEqual([]);
  });

  it('tells a signed-in account without the editor role so, and signs it out', async () => {
    const { page } = await openRoute(browser(), baseUrl, '/admin/', { viewport: viewports.mobile });
    await stubBackend(page, { editor: false });
    await page.route('**/auth/v1/logout**', (route) => route.fulfill({ status: 204 }));
    await signIn(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(w.notAnEditor(email));
    await page.getByRole('button', { name: w.signOut }).click();
    await expect.poll(() => page.getByRole('heading', { name: w.signInTitle }).isVisible()).toBe(true);
  });

  it('signs an editor in to the pages, keeps an edit as a draft (« Brouillon enregistré ») and previews it, on a phone', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/admin/', { viewport: viewports.mobile, initScript: recordViolations });
    const drafts: unknown[] = [];
    await stubBackend(page, { editor: true, drafts });
    await signIn(page);
    await page.getByRole('link', { name: '/faq', exact: true }).click();
    await page.waitForURL('**/admin/faq');
    const title = page.getByRole('region', { name: /^Bloc/ }).getByRole('textbox', { name: 'Titre', exact: true });
    await title.fill('Un titre du brouillon');
    await expect.poll(() => page.getByText(w.draftSaved).isVisible()).toBe(true);
    expect(drafts).toEqual([expect.objectContaining({ file: 'pages/faq.json', base_version: 'oid-pages/faq.json' })]);
    expect(JSON.stringify(drafts[0])).toContain('Un titre du brouillon');
    const preview = page.frameLocator(`iframe[title="${editorWords.ui.preview}"]`);
    await expect.poll(() => preview.locator('h1').textContent()).toBe('Un titre du brouillon');
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    // The tab closed and opened again: still signed in, the draft where it was left.
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await stubBackend(again, { editor: true, drafts });
    await again.goto(`${baseUrl}/admin/faq`);
    const reopened = again.getByRole('region', { name: /^Bloc/ }).getByRole('textbox', { name: 'Titre', exact: true });
    await expect.poll(() => reopened.inputValue()).toBe('Un titre du brouillon');
  });

  it('shows a hero’s image and the site’s images to choose from by the thumbnails the build wrote, on a phone', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/admin/', { viewport: viewports.mobile, initScript: recordViolations });
    await stubBackend(page, { editor: true, drafts: [] });
    await signIn(page);
    await page.getByRole('link', { name: '/notre-mission-chief-of-staff', exact: true }).click();
    const field = page.getByRole('region', { name: /^Bloc/ }).first().getByRole('group', { name: 'Image', exact: true });
    const choice = field.getByRole('radio', { name: /^horizon\.png, 1600\s×\s1200\spx$/ });
    await expect.poll(() => choice.isChecked()).toBe(true);
    // A WebP 240 px wide, not the 1600 px source: a phone on a slow network shows every image of the folder.
    const thumbnails = field.locator('img');
    await expect
      .poll(() => thumbnails.evaluateAll((images: HTMLImageElement[]) => images.map((image) => (image.complete ? image.naturalWidth : 0))))
      .toEqual([240, 240]);
    expect(await thumbnails.first().evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(
      /^\/assets\/horizon-240w-q72\.[0-9a-f]{12}\.webp$/,
    );
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('previews an image placed where the build wrote no file for it by its thumbnail: a testimonial’s round mark', async () => {
    const file = 'pages/notre-mission-chief-of-staff.json';
    const page = JSON.parse(readFileSync(join(root, file), 'utf8')) as { blocks: unknown[] };
    const mark = {
      type: 'testimonial',
      quote: 'Un cap enfin partagé.',
      author: 'Directrice générale',
      company: 'Maison Verne',
      image: { src: 'images/horizon.png', decorative: true },
    };
    const drafts = [
      {
        file,
        content: { ...page, blocks: [...page.blocks, mark] },
        base_version: `oid-${file}`,
        updated_by_email: email,
        updated_at: new Date().toISOString(),
      },
    ];
    const opened = await openRoute(browser(), baseUrl, '/admin/', { viewport: viewports.mobile, initScript: recordViolations });
    await stubBackend(opened.page, { editor: true, drafts });
    await signIn(opened.page);
    await opened.page.getByRole('link', { name: '/notre-mission-chief-of-staff', exact: true }).click();
    const preview = opened.page.frameLocator(`iframe[title="${editorWords.ui.preview}"]`);
    const image = preview.locator('figcaption img');
    await image.scrollIntoViewIfNeeded();
    // The site has no 128 px file of it (no page shows it there): its thumbnail, not a broken image.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBe(240);
    expect(new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname).toMatch(
      /^\/assets\/horizon-240w-q72\.[0-9a-f]{12}\.webp$/,
    );
    expect(await violations(opened.page)).toEqual([]);
  });

  it('edits the values /nos-valeurs shows in data/values.json from the page’s block on a phone: kept as a draft even while invalid', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/admin/', { viewport: viewports.mobile, initScript: recordViolations });
    const drafts: Array<{ file?: string; content?: unknown; base_version?: string }> = [];
    await stubBackend(page, { editor: true, drafts });
    await signIn(page);
    await page.getByRole('link', { name: '/nos-valeurs', exact: true }).click();
    const blocks = page.getByRole('navigation', { name: editorWords.ui.blocks }).getByRole('listitem');
    await expect.poll(() => blocks.count()).toBe(3);
    await blocks.nth(1).getByRole('button').first().click();
    await page.getByRole('link', { name: editorWords.ui.editDataFile('data/values.json') }).click();
    await page.waitForURL('**/admin/_donnees/values?page=%2Fnos-valeurs');
    const form = page.getByRole('region', { name: 'data/values.json' });
    const firstTitle = form.getByRole('textbox', { name: 'Titre', exact: true }).first();
    await expect.poll(() => firstTitle.inputValue()).toBe('Transparence');
    expect(await fitsTheScreen(page)).toBe(true);

    // Only publishing needs a valid file: an empty title is said at its field and kept as the draft all the same.
    await firstTitle.fill('');
    await expect.poll(() => form.getByText(/^Ce champ ne peut pas rester vide\./).count()).toBe(1);
    await expect.poll(() => drafts.at(-1)?.file).toBe('data/values.json');
    await firstTitle.fill('Transparence totale');
    await expect.poll(() => page.getByText(w.draftSaved).isVisible()).toBe(true);
    await expect.poll(() => JSON.stringify(drafts.at(-1)?.content)).toContain('"title":"Transparence totale"');
    expect(drafts.at(-1)).toEqual(expect.objectContaining({ file: 'data/values.json', base_version: 'oid-data/values.json' }));
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('lists the versions of a page by keyboard on a phone, restores one as the draft, and publishes the drafts that do not conflict', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/admin/', { viewport: viewports.mobile, initScript: recordViolations });
    const drafts: unknown[] = [];
    await stubBackend(page, { editor: true, drafts });
    const faq = JSON.parse(readFileSync(join(root, 'pages/faq.json'), 'utf8')) as { blocks: Array<{ title: string }> };
    const older = structuredClone(faq);
    older.blocks[0]!.title = 'Un titre publié avant';
    const version = (commit: string, date: string, content: unknown) => ({ commit, author: email, email, date, message: 'Publish /faq', content });
    await page.route('**/functions/v1/publish/history?**', (route) =>
      new URL(route.request().url()).searchParams.get('file') === 'pages/faq.json'
        ? json(route, 200, {
            versions: [version('c2', '2026-11-20T09:30:00Z', faq), version('c1', '2026-11-10T15:00:00Z', older), version('c0', '2026-11-01T08:00:00Z', null)],
          })
        : json(route, 400, { error: 'file' }),
    );
    const conflict = { file: 'pages/index.json', base: 'a1', theirs: { oid: 'b2', text: '{"path": "/"}' }, mine: { path: '/' } };
    await page.route('**/functions/v1/publish', (route) => json(route, 200, { commit: 'c0ffee1234', files: ['pages/faq.json'], conflicts: [conflict] }));
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page);
    await page.getByRole('link', { name: '/faq', exact: true }).click();
    await page.waitForURL('**/admin/faq');

    await page.getByRole('button', { name: w.history }).focus();
    await page.keyboard.press('Enter');
    const versions = page.getByRole('region', { name: w.history }).getByRole('listitem');
    await expect.poll(() => versions.count()).toBe(3);
    // The newest changed the hero's title from the one before; the oldest's JSON was broken: not restorable.
    expect(await versions.nth(0).textContent()).toContain('Titre');
    expect(await versions.nth(2).getByRole('button').count()).toBe(0);
    expect(await fitsInside(page.getByRole('region', { name: w.history }))).toBe(true);
    await versions.nth(1).getByRole('button', { name: w.restoreVersion }).focus();
    await page.keyboard.press('Enter');
    const title = page.getByRole('region', { name: /^Bloc/ }).getByRole('textbox', { name: 'Titre', exact: true });
    await expect.poll(() => title.inputValue()).toBe('Un titre publié avant');
    expect(drafts).toEqual([expect.objectContaining({ file: 'pages/faq.json', base_version: 'oid-pages/faq.json' })]);

    await page.getByRole('button', { name: w.publish }).click();
    await expect.poll(() => page.getByText(w.published('c0ffee1', ['pages/faq.json'])).isVisible()).toBe(true);
    expect(await page.getByText(w.conflictTitle('pages/index.json')).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: w.keepMine }).isVisible()).toBe(true);
    expect(await fitsInside(page.getByRole('alert').filter({ hasText: w.conflictTitle('pages/index.json') }))).toBe(true);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
