import AxeBuilder from '@axe-core/playwright';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionSchemas } from '../../blocks/_collections/index.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import { launchBrowser, openWatchedPage } from './browser.ts';
import { devServerOnCopy, type DevServerOnCopy } from './dev-server.ts';
import { teamPhoto } from './team-photo.ts';
import siteDefinition from '../../site.config.ts';
import { siteContext } from '../site-context.ts';

// The editor on the dev server, against a copy of pages/ (and data/, images/) beside links to the real code.
const projectRoot = resolve(import.meta.dirname, '../..');
let dev: DevServerOnCopy;
let root: string;
let browser: Browser;
let baseUrl: string;

const pageFile = (name: string) => join(root, 'pages', name);
const readPage = (name: string) =>
  JSON.parse(readFileSync(pageFile(name), 'utf8')) as { path: string; seo: { title: string }; blocks: Array<Record<string, unknown>> };

beforeAll(async () => {
  dev = await devServerOnCopy('site-editor-');
  ({ root, baseUrl } = dev);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await dev?.close();
});

async function openEditor(path: string): Promise<{ page: Page; problems: string[] }> {
  const watched = await openWatchedPage(browser, { viewport: { width: 1600, height: 1000 } });
  await watched.page.goto(`${baseUrl}${path}`);
  return watched;
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Enregistrer' });
const blockForm = (page: Page) => page.getByRole('region', { name: /^Bloc/ });
const blockItems = (page: Page) => page.getByRole('navigation', { name: 'Blocs de la page' }).getByRole('listitem');

describe('page editor', () => {
  it('lists every page with its title and opens one', async () => {
    const { page, problems } = await openEditor('/_editor/');
    const rows = page.getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 90_000 }).toBe(readdirSync(join(root, 'pages')).length + 1);
    await page.getByRole('link', { name: '/nos-valeurs' }).click();
    await page.waitForURL('**/_editor/nos-valeurs');
    await expect.poll(() => blockItems(page).count(), { timeout: 60_000 }).toBe(3);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('changes a hero title, shows each edit in the preview, saves only that change', async () => {
    const before = readFileSync(pageFile('nos-valeurs.json'), 'utf8');
    const { page } = await openEditor('/_editor/nos-valeurs');
    const title = blockForm(page).getByRole('textbox', { name: 'Titre', exact: true });
    const preview = page.frameLocator('iframe[title="Aperçu"]');
    await expect.poll(() => preview.locator('h1').textContent(), { timeout: 60_000 }).toBe('Cinq valeurs pour une relation de confiance');
    // The hero's calls to action are drawn as the site draws them: buttons (compiled styles), not bare links.
    for (const name of ['Découvrir notre mission', 'Lire le manifeste']) {
      const drawn = await preview
        .getByRole('link', { name })
        .first()
        .evaluate((link) => ({ padding: parseFloat(getComputedStyle(link).paddingLeft), height: link.getBoundingClientRect().height }));
      expect(drawn.padding, name).toBeGreaterThanOrEqual(16);
      expect(drawn.height, name).toBeGreaterThanOrEqual(44);
    }
    // Each edit reaches the preview (how fast: npm run bench:editor).
    for (const text of ['Nos valeurs', 'Nos cinq valeurs', 'Nos cinq valeurs, en pratique']) {
      await title.fill(text);
      await expect.poll(() => preview.locator('h1').textContent()).toBe(text);
    }
    await saveButton(page).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Enregistré');

    const after = readFileSync(pageFile('nos-valeurs.json'), 'utf8');
    const expected = JSON.parse(before) as { blocks: Array<Record<string, unknown>> };
    expected.blocks[0]!.title = 'Nos cinq valeurs, en pratique';
    expect(JSON.parse(after)).toEqual(expected);
    const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changed).toEqual(['      "title": "Nos cinq valeurs, en pratique",']);
    expect(after.endsWith('}\n')).toBe(true);
    await page.context().close();
  });

  it('formats a hero subtitle with its bar: bold, then a link from the picker, shown in the preview and saved as Markdown that builds', async () => {
    const saved = readPage('nos-valeurs.json').blocks[0]!.subtitle as string;
    const { page, problems } = await openEditor('/_editor/nos-valeurs');
    const form = blockForm(page);
    const subtitle = form.getByRole('textbox', { name: 'Sous-titre' });
    const bar = form.getByRole('group', { name: 'Mise en forme' });
    const hero = page.frameLocator('iframe[title="Aperçu"]').locator('[data-editor-block="0"]');
    await expect.poll(() => subtitle.inputValue(), { timeout: 60_000 }).toBe(saved);
    expect(await form.getByText(/^Sélectionnez des mots puis Gras, Italique ou Lien/).count()).toBe(1);

    // The last two words, selected from the keyboard, put in bold: the text keeps the focus and the words their selection.
    await subtitle.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('ArrowLeft');
    for (const _ of [1, 2]) await page.keyboard.press('Control+Shift+ArrowLeft');
    await bar.getByRole('button', { name: 'Gras' }).click();
    const bold = saved.replace('chaque mission.', '**chaque mission**.');
    await expect.poll(() => subtitle.inputValue()).toBe(bold);
    expect(
      await subtitle.evaluate((area: HTMLTextAreaElement) => [document.activeElement === area, area.value.slice(area.selectionStart, area.selectionEnd)]),
    ).toEqual([true, 'chaque mission']);
    expect(await bar.getByRole('button', { name: 'Gras' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => hero.locator('strong').textContent()).toBe('chaque mission');
    // Ctrl+B takes it off again, and puts it back.
    await page.keyboard.press('Control+b');
    await expect.poll(() => subtitle.inputValue()).toBe(saved);
    await page.keyboard.press('Control+b');
    await expect.poll(() => subtitle.inputValue()).toBe(bold);

    // The first four words made a link to an anchor of another page, picked from the site's pages and that page's anchors.
    await page.keyboard.press('Control+Home');
    for (const _ of [1, 2, 3, 4]) await page.keyboard.press('Control+Shift+ArrowRight');
    await bar.getByRole('button', { name: 'Lien' }).click();
    const picker = form.getByRole('group', { name: 'Lien', exact: true });
    await picker.getByRole('combobox', { name: 'Lien : Page ou lien externe' }).selectOption({ label: '/notre-mission-chief-of-staff' });
    await picker.getByRole('combobox', { name: 'Lien : Ancre dans la page' }).selectOption({ label: '#methode' });
    // The form with the bar and the picker open is axe-clean (the whole page is checked in a test below).
    const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby="form-heading"]').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await picker.getByRole('button', { name: 'Insérer le lien' }).click();
    const linked = bold.replace('Un Chief of Staff', '[Un Chief of Staff](/notre-mission-chief-of-staff#methode)');
    await expect.poll(() => subtitle.inputValue()).toBe(linked);
    expect(await subtitle.evaluate((area) => document.activeElement === area)).toBe(true);
    await expect.poll(() => hero.getByRole('link', { name: 'Un Chief of Staff' }).getAttribute('href')).toBe('/notre-mission-chief-of-staff#methode');
    expect(await hero.locator('strong').textContent()).toBe('chaque mission');

    await saveButton(page).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Enregistré');
    expect(readPage('nos-valeurs.json').blocks[0]!.subtitle).toBe(linked);
    expect(() => loadContent(root, siteDefinition)).not.toThrow();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('refuses invalid values with the build’s check, worded in French, at the field and keeps Save disabled', async () => {
    const { page } = await openEditor('/_editor/nos-valeurs');
    const form = blockForm(page);
    const title = form.getByRole('textbox', { name: 'Titre', exact: true });
    const saved = readPage('nos-valeurs.json').blocks[0]!.title;
    await expect.poll(() => title.inputValue(), { timeout: 60_000 }).toBe(saved);
    await title.fill('');
    await expect.poll(() => form.getByText(/^Ce champ ne peut pas rester vide\./).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await saveButton(page).isDisabled()).toBe(true);
    expect(await blockItems(page).first().textContent()).toContain('à corriger');
    // Undo brings the title back, redo empties it again.
    await page.keyboard.press('Control+z');
    await expect.poll(() => title.inputValue()).toBe(saved);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => title.inputValue()).toBe('');
    await title.fill('Un titre');

    await form.getByRole('textbox', { name: 'Lien : Valeur du lien' }).first().fill('/page-inexistante');
    await expect.poll(() => form.getByText(/^Lien vers «\s\/page-inexistante\s»\s: aucune page du site n’a cette adresse\.$/).count()).toBe(1);
    expect(await saveButton(page).isDisabled()).toBe(true);
    await form.getByRole('combobox', { name: 'Lien : Page ou lien externe' }).first().selectOption({ label: '/manifeste' });
    await expect.poll(() => form.getByText(/aucune page du site/).count()).toBe(0);

    await page.getByRole('button', { name: /Réglages de la page/ }).click();
    const seo = page.getByRole('group', { name: 'Référencement' });
    await seo.getByRole('textbox', { name: 'Titre', exact: true }).fill('Un titre de page beaucoup trop long pour les résultats de recherche');
    await expect
      .poll(() => seo.getByText(/^Titre trop long\s: 60\scaractères au plus, pour que les moteurs de recherche l’affichent en entier\.$/).count())
      .toBe(1);
    expect(await saveButton(page).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('edits the values shown on /nos-valeurs in data/values.json, from the page’s block, and refuses an empty text', async () => {
    const file = join(root, 'data', 'values.json');
    const before = readFileSync(file, 'utf8');
    const { page } = await openEditor('/_editor/nos-valeurs');
    await expect.poll(() => blockItems(page).count(), { timeout: 60_000 }).toBe(3);
    await blockItems(page).nth(1).getByRole('button').first().click();
    await page.getByRole('link', { name: 'Modifier les éléments (data/values.json)' }).click();
    await page.waitForURL('**/_editor/_donnees/values?page=%2Fnos-valeurs');
    const form = page.getByRole('region', { name: 'data/values.json' });
    const firstTitle = form.getByRole('textbox', { name: 'Titre', exact: true }).first();
    await expect.poll(() => firstTitle.inputValue(), { timeout: 60_000 }).toBe('Transparence');

    // An empty required text: the schema's message at the field, Save disabled.
    await firstTitle.fill('');
    await expect.poll(() => form.getByText(/^Ce champ ne peut pas rester vide\./).count(), { timeout: 30_000 }).toBe(1);
    expect(await saveButton(page).isDisabled()).toBe(true);

    await firstTitle.fill('Transparence totale');
    await expect.poll(() => form.getByText(/^Ce champ ne peut pas rester vide\./).count()).toBe(0);
    await saveButton(page).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Enregistré');
    const after = readFileSync(file, 'utf8');
    expect(after).toBe(before.replace('"title": "Transparence"', '"title": "Transparence totale"'));
    // What the build checks passes on the saved content: the schema the build's dataCollection checks the file with, and the pages' checks.
    expect(collectionSchemas.values(siteContext).safeParse(JSON.parse(after)).success).toBe(true);
    expect(() => loadContent(root, siteDefinition)).not.toThrow();

    await page.getByRole('link', { name: /Retour à la page \/nos-valeurs/ }).click();
    await page.waitForURL('**/_editor/nos-valeurs');
    await expect.poll(() => blockItems(page).count(), { timeout: 60_000 }).toBe(3);
    await page.context().close();
  });

  it('keeps what is typed while a late answer to its opening arrives (React opens the editor twice in development)', async () => {
    const { page, problems } = await openWatchedPage(browser, { viewport: { width: 1600, height: 1000 } });
    // The first request for the page is answered last, once the person has typed in what the second one opened, as
    // on a busy machine (held until then, whatever this machine's speed).
    let requests = 0;
    let lateRequest: Request | undefined;
    let typed!: () => void;
    const hasTyped = new Promise<void>((done) => (typed = done));
    let lateDelivered!: () => void;
    const delivered = new Promise<void>((done) => (lateDelivered = done));
    page.on('requestfinished', (request) => request === lateRequest && lateDelivered());
    await page.route('**/_editor/_api/page?path=%2Fnos-valeurs', async (route) => {
      if (++requests > 1) return route.continue();
      lateRequest = route.request();
      await hasTyped;
      await route.continue();
    });
    await page.goto(`${baseUrl}/_editor/nos-valeurs`);
    const title = blockForm(page).getByRole('textbox', { name: 'Titre', exact: true });
    await title.fill('Tapé pendant le chargement');
    typed();
    await delivered;
    // Then the person saves: the save's answer comes after the late one, so once the editor says it saved, the late
    // answer has been handled too; had it opened the editor again, the draft would be gone and nothing saved.
    await saveButton(page).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Enregistré');
    expect(requests).toBe(2);
    expect(await title.inputValue()).toBe('Tapé pendant le chargement');
    expect(readPage('nos-valeurs.json').blocks[0]!.title).toBe('Tapé pendant le chargement');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('adds a call to action, moves it up, removes a block, and saves the new order', async () => {
    const { page } = await openEditor('/_editor/nos-valeurs');
    await expect.poll(() => blockItems(page).count(), { timeout: 60_000 }).toBe(3);
    await blockItems(page).nth(2).getByRole('button').first().click();
    await page.getByRole('combobox', { name: 'Type de bloc' }).selectOption({ label: 'Appel à l’action' });
    await page.getByRole('button', { name: 'Ajouter un bloc' }).click();
    await expect.poll(() => blockItems(page).count()).toBe(4);
    await blockForm(page).getByRole('textbox', { name: 'Titre', exact: true }).fill('Parlons de votre projet');
    await page.getByRole('button', { name: 'Monter : 4. Appel à l’action' }).click();
    await page.getByRole('button', { name: 'Supprimer : 2. Grille de contenus' }).click();
    await expect.poll(() => blockItems(page).count()).toBe(3);
    await saveButton(page).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Enregistré');
    const saved = readPage('nos-valeurs.json');
    expect(saved.blocks.map((block) => block.type)).toEqual(['hero', 'ctaBand', 'ctaBand']);
    expect(saved.blocks[1]!.title).toBe('Parlons de votre projet');
    // What the build checks (schemas, links, anchors, cross-page rules) passes on the saved content.
    expect(() => loadContent(root, siteDefinition)).not.toThrow();
    await page.context().close();
  });

  it('selects a block clicked in the preview, resizes the preview, and is axe-clean', async () => {
    const { page } = await openEditor('/_editor/nos-valeurs');
    const preview = page.frameLocator('iframe[title="Aperçu"]');
    await preview.locator('[data-editor-block="2"] h2').click({ timeout: 60_000 });
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^Bloc\s:/ }).textContent()).toMatch(/3\. Appel à l’action$/);
    await page.getByRole('button', { name: /^390/ }).click();
    await expect.poll(() => page.locator('iframe[title="Aperçu"]').evaluate((frame) => frame.getBoundingClientRect().width)).toBe(390);
    for (const view of ['/_editor/nos-valeurs', '/_editor/', '/_editor/_donnees/values']) {
      if (view !== '/_editor/nos-valeurs') await page.goto(`${baseUrl}${view}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
      expect(violations.map((violation) => `${view} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    await page.context().close();
  });

  it('says when the file changed on disk since it was opened, reloads it on demand, and refuses a save that breaks another page', async () => {
    const { page } = await openEditor('/_editor/qui-sommes-nous');
    const title = blockForm(page).getByRole('textbox', { name: 'Titre', exact: true });
    await title.fill('Un autre titre');
    const file = pageFile('qui-sommes-nous.json');
    const changedOnDisk = readFileSync(file, 'utf8').replace('"title": "Un cabinet de Chief', '"title": "Modifié ailleurs : Un cabinet de Chief');
    writeFileSync(file, changedOnDisk);
    await saveButton(page).click();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 }).toContain('Le fichier a changé sur le disque');
    expect(readFileSync(file, 'utf8')).toBe(changedOnDisk);
    await page.getByRole('button', { name: /Recharger depuis le disque/ }).click();
    await expect
      .poll(() => blockForm(page).getByRole('textbox', { name: 'Titre', exact: true }).inputValue(), { timeout: 30_000 })
      .toMatch(/^Modifié ailleurs : /);

    // Another page links to the section's anchor: removing it is refused, naming that page, and nothing is written.
    const linking = join(root, 'pages', 'bancassurance.json');
    await dev.write(linking, readFileSync(linking, 'utf8').replace('"href": "/qui-sommes-nous" }', '"href": "/qui-sommes-nous#cabinet" }'));
    await blockItems(page).nth(1).getByRole('button').first().click();
    const anchor = blockForm(page).getByRole('textbox', { name: /^Ancre/ });
    await expect.poll(() => anchor.inputValue()).toBe('cabinet');
    await anchor.fill('');
    await saveButton(page).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Ce que la modification casserait ailleurs' }).textContent(), { timeout: 30_000 })
      .toContain('La page /bancassurance (pages/bancassurance.json) renvoie à l’ancre #cabinet de /qui-sommes-nous');
    expect(readFileSync(file, 'utf8')).toBe(changedOnDisk);
    await page.context().close();
  });

  it('creates a page with a hero block at an address of two segments, in their folder, under the page above it', async () => {
    const { page } = await openEditor('/_editor/');
    await page.getByRole('button', { name: 'Nouvelle page' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle page' });
    await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('/nos-valeurs');
    await form.getByRole('textbox', { name: 'Titre', exact: true }).fill('Tarifs');
    await form.getByRole('textbox', { name: 'Description' }).fill('Nos formules et leurs tarifs.');
    await expect.poll(() => form.getByText(/est déjà prise par pages\/nos-valeurs.json/).count()).toBe(1);
    expect(await form.getByRole('button', { name: 'Créer la page' }).isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('/services/tarifs');
    await form.getByRole('button', { name: 'Créer la page' }).click();
    await page.waitForURL('**/_editor/services/tarifs');
    const created = readPage('services/tarifs.json');
    expect(created.path).toBe('/services/tarifs');
    expect(created.blocks[0]).toMatchObject({ type: 'hero', title: 'Tarifs' });
    expect(() => loadContent(root, siteDefinition)).not.toThrow();
    // Its breadcrumb goes through /services, the page above its address, in the preview and on the dev server's page.
    const breadcrumb = page.frameLocator('iframe[title="Aperçu"]').getByRole('navigation', { name: "Fil d'Ariane" });
    await expect.poll(() => breadcrumb.getByRole('link').allTextContents(), { timeout: 60_000 }).toEqual(['Accueil', 'Services', 'Tarifs']);
    const served = await fetch(`${baseUrl}/services/tarifs`);
    expect(served.status).toBe(200);
    expect(await served.text()).toMatch(/<a [^>]*href="\/services">Services<\/a>/);
    await page.context().close();
  });

  it('while a page file is broken by hand: says where at its address, edits and previews the other pages with no dev overlay, opens it once mended', async () => {
    const file = pageFile('qui-sommes-nous.json');
    const mended = readFileSync(file, 'utf8');
    await dev.write(file, '{ "path": "/qui-sommes-nous", ');
    try {
      const { page, problems } = await openEditor('/_editor/qui-sommes-nous');
      await expect
        .poll(() => page.getByRole('main').textContent(), { timeout: 60_000 })
        .toContain('pages/qui-sommes-nous.json\u00a0: JSON invalide, ligne 1, colonne 31. Corrigez-le dans un éditeur de texte');

      // Another page: its preview shows the site's header and the page, and a change that breaks nothing is saved.
      await page.goto(`${baseUrl}/_editor/nos-valeurs`);
      const preview = page.frameLocator('iframe[title="Aperçu"]');
      await expect.poll(() => preview.locator('h1').textContent(), { timeout: 60_000 }).toBe(readPage('nos-valeurs.json').blocks[0]!.title);
      expect(await preview.getByRole('banner').count()).toBe(1);
      await blockForm(page).getByRole('textbox', { name: 'Titre', exact: true }).fill('Nos valeurs, un fichier cassé plus loin');
      await expect.poll(() => preview.locator('h1').textContent()).toBe('Nos valeurs, un fichier cassé plus loin');
      await saveButton(page).click();
      await expect.poll(() => page.getByRole('status').textContent()).toContain('Enregistré');
      expect(readPage('nos-valeurs.json').blocks[0]!.title).toBe('Nos valeurs, un fichier cassé plus loin');
      // The dev server's overlay (English, with a stack trace) shows over neither the editor nor its preview.
      expect(await page.locator('vite-error-overlay').count()).toBe(0);
      expect(await preview.locator('vite-error-overlay').count()).toBe(0);

      // Mended by hand, the broken page's address opens it.
      await page.goto(`${baseUrl}/_editor/qui-sommes-nous`);
      await expect.poll(() => page.getByRole('main').textContent(), { timeout: 30_000 }).toContain('JSON invalide');
      await dev.write(file, mended);
      await expect.poll(() => saveButton(page).count(), { timeout: 30_000 }).toBe(1);
      // Chromium logs the answer that says the file does not parse (each time the editor asks for it); nothing else.
      expect(new Set(problems)).toEqual(new Set(['error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']));
      await page.context().close();
    } finally {
      writeFileSync(file, mended);
    }
  });

  it('while a data file is broken by hand: the block naming it says so at its field; once mended, the open draft passes again', async () => {
    const file = join(root, 'data', 'resources.json');
    const mended = readFileSync(file, 'utf8');
    await dev.write(file, '[\n  { "title": "Guide", }\n]');
    try {
      const { page } = await openEditor('/_editor/ressources');
      const preview = page.frameLocator('iframe[title="Aperçu"]');
      await expect.poll(() => blockItems(page).count(), { timeout: 60_000 }).toBe(readPage('ressources.json').blocks.length);
      await blockForm(page).getByRole('textbox', { name: 'Titre', exact: true }).fill('Ressources, au quotidien');
      await blockItems(page).filter({ hasText: 'Grille de contenus' }).getByRole('button').first().click();
      const collection = blockForm(page)
        .getByRole('group')
        .filter({ has: page.getByRole('combobox', { name: 'Collection' }) });
      const unreadable = 'data/resources.json\u00a0: ce fichier de données n’est pas du JSON valide. Corrigez-le dans un éditeur de texte.';
      await expect.poll(() => collection.textContent(), { timeout: 30_000 }).toContain(unreadable);
      expect(await page.getByRole('status').textContent()).toContain('1\u00a0problème à corriger');
      expect(await saveButton(page).isDisabled()).toBe(true);
      await expect.poll(() => preview.getByText('Bloc à corriger dans le formulaire.').count(), { timeout: 30_000 }).toBe(1);

      // Mended in a text editor: the open page is checked again with the file as it is now, its draft kept.
      await dev.write(file, mended);
      await expect.poll(() => collection.textContent(), { timeout: 30_000 }).not.toContain(unreadable);
      await expect.poll(() => saveButton(page).isDisabled()).toBe(false);
      expect(await page.getByRole('status').textContent()).not.toContain('problème');
      await expect.poll(() => preview.getByText('Bloc à corriger dans le formulaire.').count(), { timeout: 30_000 }).toBe(0);
      await expect.poll(() => preview.locator('h1').textContent()).toBe('Ressources, au quotidien');
      await page.context().close();
    } finally {
      writeFileSync(file, mended);
    }
  });

  // A limit above the suite's (vitest.e2e.config.ts): the page runs at 4× CPU slowdown while the dev server encodes the
  // new image for its thumbnail and the preview, which on a machine half as fast, beside another browser test, takes
  // minutes.
  it('gives a hero an uploaded image: chosen at once, its alt asked for, shown, saved as JSON that builds; a file that is no image is refused in French', async () => {
    const before = readFileSync(pageFile('nos-valeurs.json'), 'utf8');
    const uploaded = join(root, 'images', 'equipe-en-atelier.png');
    const { page, problems } = await openEditor('/_editor/nos-valeurs');
    try {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The preview shows the upload without loading again: the person keeps their place in it and waits once.
      const hero = page.frameLocator('iframe[title="Aperçu"]').locator('[data-editor-block="0"]');
      await expect.poll(() => hero.locator('h1').count(), { timeout: 60_000 }).toBe(1);
      const previewLoads: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) previewLoads.push(frame.url());
      });

      const form = blockForm(page);
      await form.getByRole('button', { name: /^Ajouter\W+Image\W*$/ }).click();
      const field = form.getByRole('group', { name: 'Image', exact: true });
      const upload = field.getByLabel('Ajouter une image');
      // The site's own images are offered, each by its name and pixels.
      expect(await field.getByRole('radio', { name: /^horizon\.png, \d+\s×\s\d+\spx$/ }).count()).toBe(1);

      // A text named .png is refused by what its bytes are, in French, and nothing joins images/.
      await upload.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('pas une image') });
      await expect.poll(() => field.getByText(/^Ce fichier n’est pas une image PNG, JPEG, WebP ou AVIF/).count(), { timeout: 30_000 }).toBe(1);
      expect(readdirSync(join(root, 'images')).sort()).toEqual(['horizon.png', 'horizon.svg']);

      const photo = await teamPhoto();
      await upload.setInputFiles(photo);
      const alt = field.getByRole('textbox', { name: 'Texte alternatif' });
      await expect.poll(() => alt.evaluate((input) => input === document.activeElement), { timeout: 30_000 }).toBe(true);
      expect(readFileSync(uploaded).equals(photo.buffer)).toBe(true);
      expect(await field.getByRole('radio', { name: /^equipe-en-atelier\.png, 1600\s×\s1000\spx$/ }).isChecked()).toBe(true);
      // Its thumbnail, encoded by the dev server from the new file: a small WebP, not the 1600 px source.
      const thumbnail = field.locator('label', { has: page.getByRole('radio', { name: /^equipe-en-atelier\.png/ }) }).locator('img');
      await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), { timeout: 30_000 }).toBe(240);
      const description = 'L’équipe réunie autour d’une table de travail';
      await page.keyboard.type(description);
      await expect.poll(() => hero.getByRole('img', { name: description }).count(), { timeout: 30_000 }).toBe(1);
      expect(previewLoads).toEqual([]);

      await saveButton(page).click();
      await expect.poll(() => page.getByRole('status').textContent()).toContain('Enregistré');
      expect(readPage('nos-valeurs.json').blocks[0]!.image).toEqual({ src: 'images/equipe-en-atelier.png', alt: description });
      expect(() => loadContent(root, siteDefinition)).not.toThrow();
      expect(new Set(problems)).toEqual(new Set(['error: Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)']));
    } finally {
      await page.context().close();
      writeFileSync(pageFile('nos-valeurs.json'), before);
      rmSync(uploaded, { force: true });
    }
  }, 360_000);

  it('refuses writes from another origin, without the token, or outside pages/', async () => {
    const html = await (await fetch(`${baseUrl}/_editor/`)).text();
    const token = /name="editor-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(token).not.toBe('');
    const page = readPage('faq.json');
    const post = (headers: Record<string, string>, body: unknown) =>
      fetch(`${baseUrl}/_editor/_api/page`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const foreign = await post({ Origin: 'http://evil.example', 'X-Editor-Token': token }, { path: '/faq', page });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: string }).error).toMatch(/éditeur/);
    const noToken = await post({ Origin: baseUrl }, { path: '/faq', page });
    expect(noToken.status).toBe(403);
    const outside = await post(
      { Origin: baseUrl, 'X-Editor-Token': token },
      { path: '/../../etc/passwd', page: { ...page, path: '/../../etc/passwd' }, create: true },
    );
    expect(outside.status).toBe(400);
    expect(existsSync(join(root, 'etc'))).toBe(false);
    const values = JSON.parse(readFileSync(join(root, 'data', 'values.json'), 'utf8')) as unknown;
    const postData = (headers: Record<string, string>, body: unknown) =>
      fetch(`${baseUrl}/_editor/_api/data`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    expect((await postData({ Origin: 'http://evil.example', 'X-Editor-Token': token }, { name: 'values', data: values })).status).toBe(403);
    expect((await postData({ Origin: baseUrl, 'X-Editor-Token': token }, { name: '../pages/faq', data: values })).status).toBe(404);
    expect((await postData({ Origin: baseUrl, 'X-Editor-Token': token }, { name: 'site', data: values })).status).toBe(404);
  });

  it('never reaches the production build: nothing of any editor in the pages, nothing of this one in /admin/', () => {
    const dist = join(projectRoot, 'dist');
    if (!existsSync(dist)) return;
    const files: string[] = [];
    const walk = (dir: string) =>
      readdirSync(dir).forEach((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : files.push(join(dir, name))));
    walk(dist);
    expect(files.filter((file) => file.includes('_editor'))).toEqual([]);
    // The deployed site's editor (site.config.ts, editor.hosted) is built on purpose, in its own folders.
    const hosted = [join(dist, 'admin'), join(dist, 'assets', 'admin')];
    const isHosted = (file: string) => hosted.some((folder) => file.startsWith(folder + sep));
    const code = files.filter((file) => /\.(js|html)$/.test(file));
    const matching = (pattern: RegExp) => code.filter((file) => pattern.test(readFileSync(file, 'utf8')));
    expect(matching(/_editor|page-editor|editor-token/).filter((file) => !isHosted(file))).toEqual([]);
    // This editor's API, addresses and session token stay on the dev server.
    expect(matching(/_editor|editor-token/)).toEqual([]);
  });
});
