import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loadContent } from '../../engine/validation/load-content.ts';
import { sharedBrowser, openRoute, viewports } from './browser.ts';

// Every interactive block used with the keyboard alone, in real Chromium on the production build: Tab from
// the top of the page reaches the control (found by its role and accessible name), the focused control shows
// a visible focus indicator, Enter, Space and the arrow keys operate it, and Escape closes what opens.
// The Ressources menu and the mobile menu are also covered by shell.e2e.test.ts, which checks their content.

const baseUrl = inject('baseUrl');
const { site, navigation } = loadContent(process.cwd());
const { header } = navigation;

const browser = sharedBrowser();

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** What a disclosure button shows and hides (its aria-controls; ids from useId have colons, hence the attribute selector). */
const controlledBy = async (control: Locator) => control.page().locator(`[id="${await control.getAttribute('aria-controls')}"]`);

/**
 * The panel of the selected `tab`, once it is the only one shown: Ark shows and hides panels a render after the
 * selection changes, and a Tab pressed in between (on a loaded machine) lands in the panel about to be hidden.
 */
async function shownPanel(scope: Locator, tab: Locator) {
  const panel = await controlledBy(tab);
  await panel.waitFor();
  await expect.poll(() => scope.getByRole('tabpanel').count()).toBe(1);
  return panel;
}

/**
 * Waits until `popup` (a list or a menu just opened) has the keyboard focus: it takes it a frame or two after
 * it shows, and arrow keys pressed before that (on a loaded machine) go to the button that opened it.
 */
async function focusMovedInto(popup: Locator) {
  await popup.waitFor();
  await expect.poll(() => popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** A short description of the focused element, for failure messages. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing';
    return `<${element.tagName.toLowerCase()}> ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}`;
  });

/** Presses Tab until `target` has the focus, failing if it takes more than `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  // One handle for the whole walk: resolving the locator after every press would triple the time it takes.
  const element = await target.elementHandle();
  try {
    for (let presses = 0; presses < limit; presses++) {
      await page.keyboard.press('Tab');
      if (await element!.evaluate((node) => node === document.activeElement)) return;
    }
  } finally {
    await element?.dispose();
  }
  throw new Error(`${limit} presses of Tab never reached ${target}; focus is on ${await focusedElement(page)}`);
}

/** Presses Tab once and checks that `target` is the next stop of the tab order. */
async function tabOnceTo(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  if (!(await isFocused(target))) throw new Error(`Tab did not move to ${target} but to ${await focusedElement(page)}`);
}

/**
 * What is wrong with the focus indicator of the focused element: empty when it matches :focus-visible, draws an
 * outline or a ring (a box-shadow with no offset or blur, only a spread) in a non-transparent colour once its
 * transitions have run, and sits in the viewport, not hidden under something else (a sticky bar). A visually
 * hidden input (a radio of a scale) shows its indicator on its label.
 */
async function focusProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return ['nothing has the focus'];
    if (!focused.matches(':focus-visible')) problems.push('the focused element does not match :focus-visible');
    const ownBox = focused.getBoundingClientRect();
    const host = ownBox.width <= 1 || ownBox.height <= 1 ? (focused.closest('label') ?? focused) : focused;
    // Running transitions first (a ring fading in, a floating button sliding in): the state a visitor ends up seeing.
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined)));

    const opaque = (colour: string) => !/^rgba\(.*,\s*0\)$|^transparent$|\/\s*0\)$/.test(colour.trim());
    const style = getComputedStyle(host);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && opaque(style.outlineColor);
    const layers = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
    const ring = layers.some((layer) => {
      const match = /^(.*?)\s*(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px/.exec(layer.trim());
      return match !== null && Number(match[2]) === 0 && Number(match[3]) === 0 && Number(match[4]) === 0 && Number(match[5]) > 0 && opaque(match[1]!);
    });
    if (!outline && !ring) problems.push(`no visible focus indicator (outline: ${style.outline}; box-shadow: ${style.boxShadow})`);

    const box = host.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth) problems.push('the focused element is outside the viewport');
    else {
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const seen = document.elementFromPoint(x, y);
      if (seen && !host.contains(seen) && !seen.contains(host)) problems.push(`the focused element is covered by <${seen.tagName.toLowerCase()}> ${seen.textContent?.trim().slice(0, 40)}`);
    }
    return problems;
  });
}

/** Tab reaches `target`, which then shows a visible focus indicator. */
async function reachWithTab(page: Page, target: Locator, limit?: number) {
  await tabTo(page, target, limit);
  await expect.poll(() => focusProblems(page)).toEqual([]);
}

const desktop = { viewport: viewports.desktop };

describe('keyboard only, on the production build', () => {
  it('simulator: fills the details, answers the 16 statements with Space and the arrows, reads the result and restarts', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/simulateur-chief-of-staff', desktop);
    const simulator = page.locator('#simulateur');
    const email = `clavier-${Date.now()}@exemple.fr`;
    const fields = [
      [simulator.getByRole('textbox', { name: /^Prénom/ }), 'Claire'],
      [simulator.getByRole('textbox', { name: /^Nom/ }), 'Martin'],
      [simulator.getByRole('textbox', { name: /^Entreprise/ }), 'Atelier Nord'],
      [simulator.getByRole('textbox', { name: /^E-mail/ }), email],
    ] as const;
    await reachWithTab(page, fields[0][0]);
    await page.keyboard.type(fields[0][1]);
    for (const [field, value] of fields.slice(1)) {
      await tabOnceTo(page, field);
      await page.keyboard.type(value);
    }
    const start = simulator.getByRole('button', { name: "Commencer l'évaluation" });
    await tabOnceTo(page, start);
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');

    // Each theme's page: focus moves to its heading; Tab enters each 1-10 scale, Space picks 1, ArrowRight moves up.
    // Every statement gets 6: 96 points out of 160, 60 %, a Chief of Staff is needed.
    for (let theme = 1; theme <= 6; theme++) {
      const heading = simulator.getByRole('heading', { level: 2 });
      await page.waitForFunction((current) => document.body.textContent?.includes(`Thème ${current} sur 6`), theme);
      await expect.poll(() => isFocused(heading)).toBe(true);
      const scales = simulator.getByRole('radiogroup');
      for (let index = 0; index < (await scales.count()); index++) {
        const scale = scales.nth(index);
        await tabOnceTo(page, scale.getByRole('radio').first());
        // The ring is on the value's label, the radio itself being visually hidden: checked once per theme.
        if (index === 0) await expect.poll(() => focusProblems(page)).toEqual([]);
        await page.keyboard.press('Space');
        for (let step = 1; step < 6; step++) await page.keyboard.press('ArrowRight');
        await expect.poll(() => scale.getByRole('radio', { checked: true }).getAttribute('value')).toBe('6');
        await expect.poll(() => isFocused(scale.getByRole('radio', { name: '6', exact: true }))).toBe(true);
      }
      // Précédent is disabled on the first theme, so out of the tab order; Suivant or the result button follows.
      const onward = simulator.getByRole('button', { name: theme < 6 ? 'Suivant' : 'Voir mon résultat' });
      await tabTo(page, onward, 2);
      await expect.poll(() => focusProblems(page)).toEqual([]);
      await page.keyboard.press('Enter');
    }

    const title = simulator.getByRole('heading', { name: 'Claire, voici votre résultat' });
    await title.waitFor({ timeout: 30_000 });
    await expect.poll(() => isFocused(title)).toBe(true);
    await expect.poll(() => simulator.locator('[data-verdict]').getAttribute('data-verdict')).toBe('needed');
    await expect.poll(() => simulator.locator('[data-verdict]').textContent()).toMatch(/60\s%/);
    await reachWithTab(page, simulator.getByRole('link', { name: /Réserver un appel gratuit de 30 minutes/ }), 2);
    const restart = simulator.getByRole('button', { name: 'Recommencer le test' });
    await tabOnceTo(page, restart);
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(simulator.getByRole('heading', { name: 'Faisons connaissance' }))).toBe(true);
    await tabOnceTo(page, fields[0][0]);
    await expect.poll(() => fields[0][0].inputValue()).toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('job-description generator: chooses the size in the list with the arrows (Escape closes it unchanged), submits with Enter and downloads', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/fiche-poste-chief-of-staff', { ...desktop, acceptDownloads: true });
    const form = page.locator('#fiche-poste');
    await reachWithTab(page, form.getByRole('textbox', { name: /Nom de l'entreprise/ }));
    await page.keyboard.type('Atelier Nord');

    const size = form.getByRole('combobox', { name: /Taille de l'entreprise/ });
    await tabOnceTo(page, size);
    await expect.poll(() => focusProblems(page)).toEqual([]);
    const list = page.getByRole('listbox');
    await page.keyboard.press('Enter');
    await focusMovedInto(list);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(size)).toBe(true);
    await expect.poll(() => size.textContent()).toContain('Sélectionnez une taille');

    await page.keyboard.press('Space');
    await focusMovedInto(list);
    // The list opens on its first size; two steps down is the third.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('option', { name: '50 à 100 salariés' }).getAttribute('data-highlighted')).not.toBeNull();
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(size)).toBe(true);
    await expect.poll(() => size.textContent()).toContain('50 à 100 salariés');

    await tabOnceTo(page, form.getByRole('textbox', { name: /Secteur/ }));
    await page.keyboard.type('Industrie');
    await tabOnceTo(page, form.getByRole('textbox', { name: /E-mail/ }));
    await page.keyboard.type(`clavier-fiche-${Date.now()}@exemple.fr`);
    await tabOnceTo(page, form.getByRole('textbox', { name: /Missions/ }));
    await tabOnceTo(page, form.getByRole('textbox', { name: /Fourchette/ }));
    const submit = form.getByRole('button', { name: 'Générer ma fiche de poste' });
    await tabOnceTo(page, submit);
    await expect.poll(() => focusProblems(page)).toEqual([]);
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.keyboard.press('Enter');
    expect((await downloading).suggestedFilename()).toBe('Fiche_Poste_Chief_of_Staff_Atelier_Nord.html');
    await page.locator('[data-scope="toast"][data-part="root"]', { hasText: 'Fiche de poste générée' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('FAQ explorer: types and clears a search, toggles a category chip with Space and Enter, moves through the answers with the arrows', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/faq', desktop);
    const status = page.getByRole('status').filter({ hasText: 'trouvée' });
    await reachWithTab(page, page.getByRole('searchbox', { name: 'Rechercher dans les questions et les réponses' }));
    await page.keyboard.type('assistant de direction');
    await expect.poll(() => status.textContent()).toBe('1 question trouvée');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await expect.poll(() => status.textContent()).toBe('21 questions trouvées');

    const chips = page.getByRole('group', { name: 'Filtrer par catégorie' });
    await tabOnceTo(page, chips.getByRole('button', { name: /^Toutes/ }));
    const training = chips.getByRole('button', { name: /^Formation/ });
    await tabTo(page, training, 6);
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Space');
    await expect.poll(() => training.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => status.textContent()).toBe('3 questions trouvées');
    await page.keyboard.press('Enter');
    await expect.poll(() => training.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => status.textContent()).toBe('21 questions trouvées');

    // Into the answers: Enter opens the first, ArrowDown moves to the next question, Space opens it (closing the first) and closes it again.
    const questions = page.locator('[data-scope="accordion"][data-part="item-trigger"]');
    await tabTo(page, questions.first(), 8);
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => questions.first().getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(questions.nth(1))).toBe(true);
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Space');
    await expect.poll(() => questions.nth(1).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => questions.first().getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    await expect.poll(() => questions.nth(1).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('FAQ accordion: Enter and Space open one answer at a time and close it again, the arrows move between questions', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/notre-mission-chief-of-staff', desktop);
    const triggers = page.locator('[data-scope="accordion"][data-part="item-trigger"]');
    const first = triggers.first();
    const firstQuestion = (await first.textContent())!.trim();
    await reachWithTab(page, page.getByRole('button', { name: firstQuestion }));
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    const answer = await controlledBy(first);
    await expect.poll(() => answer.isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(triggers.nth(1))).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => triggers.nth(1).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => isFocused(first)).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => isFocused(triggers.last())).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => isFocused(first)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => triggers.nth(1).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('comparison quiz: answers with Tab and Enter, focus follows each new question, then restarts from the result', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/chief-of-staff-assistant-comparatif', desktop);
    const quiz = page.locator('#quiz');
    await reachWithTab(page, quiz.getByRole('button', { name: /^Arbitrer entre des projets stratégiques/ }));
    await page.keyboard.press('Enter');
    for (const [question, answer] of [
      ["Qu'attendez-vous avant tout de votre futur bras droit ?", /^Qu'il porte des dossiers stratégiques/],
      ['Où se situe votre principal point de friction ?', /^L'exécution de la stratégie/],
    ] as const) {
      await expect.poll(() => isFocused(quiz.getByRole('heading', { name: question }))).toBe(true);
      await tabOnceTo(page, quiz.getByRole('button', { name: answer }));
      await expect.poll(() => focusProblems(page)).toEqual([]);
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => isFocused(quiz.getByRole('heading', { name: "Vous avez besoin d'un Chief of Staff" }))).toBe(true);
    await expect.poll(() => quiz.locator('[data-recommendation]').getAttribute('data-recommendation')).toBe('cos');
    await tabOnceTo(page, quiz.getByRole('link', { name: /Réserver un appel gratuit/ }));
    const restart = quiz.getByRole('button', { name: 'Refaire le quiz' });
    await tabOnceTo(page, restart);
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Space');
    await expect.poll(() => isFocused(quiz.getByRole('heading', { name: "Qu'est-ce qui occupe le plus votre temps aujourd'hui ?" }))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('manifesto quiz: answers with Enter; the last answer opens the calendar in a new tab and focus moves to the thank-you', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/manifeste', desktop);
    // The calendar answers with a page (third-party hosts otherwise get an empty document).
    await page.context().route(`${site.externalLinks.booking}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Agenda</title>' }));
    const quiz = page.locator('#quiz');
    await reachWithTab(page, quiz.getByRole('button', { name: 'Trop de sujets stratégiques à mener de front' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(quiz.getByRole('heading', { name: 'Quel soutien imaginez-vous à vos côtés ?' }))).toBe(true);
    await tabOnceTo(page, quiz.getByRole('button', { name: /^Un bras droit engagé dans la durée/ }));
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Space');
    await expect.poll(() => isFocused(quiz.getByRole('heading', { name: 'Quand souhaitez-vous agir ?' }))).toBe(true);
    await tabOnceTo(page, quiz.getByRole('button', { name: 'Dès ce trimestre' }));
    const opening = page.context().waitForEvent('page');
    await page.keyboard.press('Enter');
    const tab = await opening;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(site.externalLinks.booking);
    await expect.poll(() => isFocused(quiz.getByRole('heading', { name: 'Quiz terminé' }))).toBe(true);
    await reachWithTab(page, quiz.getByRole('link', { name: 'Échanger avec nous' }), 1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reading guide: Tab reaches the table of contents; Enter on a link scrolls to its section, where Tab continues', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/manifeste', desktop);
    const contents = page.getByRole('navigation', { name: 'Sommaire du manifeste' });
    await reachWithTab(page, contents.getByRole('link', { name: 'Introduction' }));
    await tabOnceTo(page, contents.getByRole('link', { name: 'Principes' }));
    const quizLink = contents.getByRole('link', { name: 'Quiz' });
    await tabOnceTo(page, quizLink);
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/manifeste#quiz`);
    await page.waitForFunction(() => {
      const top = document.getElementById('quiz')!.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    });
    await page.waitForFunction(() => document.querySelector('a[href="#quiz"]')?.getAttribute('aria-current') === 'location');
    // The section is the new starting point of the tab order: the next stop is the quiz's first answer.
    await tabOnceTo(page, page.locator('#quiz').getByRole('button', { name: 'Trop de sujets stratégiques à mener de front' }));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('testimonial carousel: Enter and Space show the next quote, wrapping after the third, focus staying on the button', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/manifeste', desktop);
    const carousel = page.getByRole('region', { name: 'Témoignages de dirigeants' });
    const next = carousel.getByRole('button', { name: 'Témoignage suivant' });
    await reachWithTab(page, next);
    const quote = carousel.locator('blockquote');
    const first = await quote.textContent();
    for (const [key, position] of [
      ['Enter', '2 / 3'],
      ['Space', '3 / 3'],
      ['Enter', '1 / 3'],
    ] as const) {
      await page.keyboard.press(key);
      await carousel.getByText(position, { exact: true }).waitFor();
      await expect.poll(() => isFocused(next)).toBe(true);
    }
    await expect.poll(() => quote.textContent()).toBe(first);
    await expect.poll(() => focusProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('risk matrix: each risk names itself on focus, Escape hides the name, Enter shows it again', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/matrice-risques', desktop);
    const matrix = page.getByRole('group', { name: 'Impact × Probabilité' });
    const volatility = matrix.getByRole('button', { name: /^Volatilité du marché/ });
    const tooltip = page.getByRole('tooltip');
    await reachWithTab(page, volatility);
    await expect.poll(() => tooltip.textContent()).toBe('Volatilité du marché');
    await expect.poll(() => volatility.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(volatility)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => tooltip.textContent()).toBe('Volatilité du marché');
    await tabOnceTo(page, matrix.getByRole('button', { name: /^Cybersécurité/ }));
    await expect.poll(() => tooltip.textContent()).toBe('Cybersécurité');
    await expect.poll(() => focusProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('roadmap: Enter or Space on a step makes it current; the pause button stops and restarts the rotation', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/matrice-risques', desktop);
    const roadmap = page.locator('#feuille-de-route');
    const step = (title: string) => roadmap.getByRole('button', { name: new RegExp(title) });
    await reachWithTab(page, step('Cartographie'));
    await tabOnceTo(page, step('Évaluation'));
    await tabOnceTo(page, step("Plan d'action"));
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => step("Plan d'action").getAttribute('aria-current')).toBe('step');
    await tabOnceTo(page, step('Suivi'));
    await page.keyboard.press('Space');
    await expect.poll(() => step('Suivi').getAttribute('aria-current')).toBe('step');
    const pause = roadmap.getByRole('button', { name: 'Mettre en pause le défilement' });
    await tabOnceTo(page, pause);
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    const play = roadmap.getByRole('button', { name: 'Reprendre le défilement' });
    await expect.poll(() => isFocused(play)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(pause)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('strategic matrix: the arrows switch tabs, Enter and Space open one card at a time and close it again', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/medias', desktop);
    const matrix = page.locator('#matrice');
    const risks = matrix.getByRole('tab', { name: 'Risques' });
    const opportunities = matrix.getByRole('tab', { name: 'Opportunités' });
    await reachWithTab(page, risks);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused(opportunities)).toBe(true);
    await expect.poll(() => opportunities.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => focusProblems(page)).toEqual([]);
    const cards = (await shownPanel(matrix, opportunities)).getByRole('button');
    await tabOnceTo(page, cards.first());
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.first().getAttribute('aria-expanded')).toBe('true');
    await expect.poll(async () => (await controlledBy(cards.first())).getByText("Plan d'Action").isVisible()).toBe(true);
    await tabOnceTo(page, cards.nth(1));
    await page.keyboard.press('Space');
    await expect.poll(() => cards.nth(1).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => cards.first().getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    await expect.poll(() => cards.nth(1).getAttribute('aria-expanded')).toBe('false');
    // Back to the tab list (its selected tab is its one stop), then to the first tab.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => isFocused(opportunities)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => risks.getAttribute('aria-selected')).toBe('true');
    expect(await (await shownPanel(matrix, risks)).getByRole('button').first().textContent()).toContain('Baisse du trafic');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('case studies: Enter shows and hides the detailed workstreams of a mission', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/medias', desktop);
    const cases = page.locator('#defis-releves');
    await reachWithTab(page, cases.getByRole('button', { name: 'Voir les 5 chantiers de la mission' }));
    // Its name changes with its state: from here on, the one details button of the section.
    const toggle = cases.locator('[data-scope="collapsible"][data-part="trigger"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const details = await controlledBy(toggle);
    await details.waitFor();
    await expect.poll(() => details.getByRole('listitem').count()).toBe(5);
    await expect.poll(() => toggle.textContent()).toContain('Masquer le détail');
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await details.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('OKR pyramid: Enter and Space open one level at a time and close it again', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/okr-chief-of-staff', desktop);
    const pyramid = page.locator('#pyramide');
    const level = (title: string) => pyramid.getByRole('button', { name: new RegExp(`^${title}`) });
    const companyPanel = await controlledBy(level('Entreprise'));
    await reachWithTab(page, level('Entreprise'));
    await page.keyboard.press('Enter');
    await expect.poll(() => level('Entreprise').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => companyPanel.textContent()).toContain('Devenir la référence de notre marché');
    await tabOnceTo(page, level('Directions'));
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Space');
    await expect.poll(() => level('Directions').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => level('Entreprise').getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => companyPanel.isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => level('Directions').getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => pyramid.locator('[aria-expanded="true"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('slider comparison: the arrows, Home and End move the slider and switch the table between the two views', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/chief-of-staff-vs-consultant', desktop);
    const slider = page.getByRole('slider', { name: 'Point de vue' });
    const shown = page.getByRole('status').filter({ hasText: 'Vue affichée' });
    await reachWithTab(page, slider);
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('0');
    await expect.poll(() => shown.textContent()).toMatch(/^Vue affichée\s: Consultant$/);
    await page.keyboard.press('End');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('100');
    await expect.poll(() => shown.textContent()).toMatch(/^Vue affichée\s: Chief of Staff$/);
    await expect.poll(() => page.getByRole('table').textContent()).toContain('Bras droit intégré');
    // Down to the threshold (50: still the consultant), then one step over it. (Up and Down do nothing on Ark's
    // horizontal slider, where the ARIA pattern has them move it too: Right and Left are used.)
    for (let step = 0; step < 50; step++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('50');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('50, Consultant');
    await expect.poll(() => shown.textContent()).toMatch(/^Vue affichée\s: Consultant$/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('51, Chief of Staff');
    await expect.poll(() => shown.textContent()).toMatch(/^Vue affichée\s: Chief of Staff$/);
    // Page Down and Page Up move by ten, onto the tens.
    await page.keyboard.press('PageDown');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('40');
    await page.keyboard.press('PageUp');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('50');
    await expect.poll(() => shown.textContent()).toMatch(/^Vue affichée\s: Consultant$/);
    await page.keyboard.press('Home');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('0');
    await expect.poll(() => page.getByRole('table').textContent()).toContain('Expert extérieur');
    await expect.poll(() => focusProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('tabs: the arrows, Home and End choose a tab, Tab moves into its panel', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/services', desktop);
    const section = page.locator('#methodologies');
    const tab = (name: string) => section.getByRole('tab', { name });
    const tabs = section.getByRole('tab');
    await reachWithTab(page, tab('OKR'));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused(tab('Quarter Plan'))).toBe(true);
    await expect.poll(() => tab('Quarter Plan').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('End');
    await expect.poll(() => isFocused(tabs.last())).toBe(true);
    await expect.poll(() => tabs.last().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    await expect.poll(() => isFocused(tab('OKR'))).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => isFocused(tabs.last())).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab('OKR').getAttribute('aria-selected')).toBe('true');
    const panel = await shownPanel(section, tab('OKR'));
    expect(await panel.getByRole('heading').textContent()).toBe('Objectifs et résultats clés');
    await tabOnceTo(page, panel.getByRole('link', { name: 'Lire le guide OKR' }));
    await expect.poll(() => focusProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('floating call to action: hidden at the top of the page, it slides into view when Tab reaches it, and Enter opens the calendar', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/quarter-plan', desktop);
    const link = page.getByRole('link', { name: 'Parler à un expert (nouvel onglet)' });
    const floating = link.locator('..');
    await expect.poll(() => floating.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    // focusProblems waits for the slide-in transition before checking the button is visible and uncovered.
    await reachWithTab(page, link);
    await expect.poll(() => floating.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    const opening = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    expect((await opening).url()).toBe(site.externalLinks.booking);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('Ressources menu: Tab reaches it, ArrowDown opens it on the first entry, the arrows, Home and End move, Enter follows the entry', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/', desktop);
    const trigger = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: header.resources.label });
    const menu = page.getByRole('menu');
    const items = menu.getByRole('menuitem');
    const highlighted = menu.locator('[role="menuitem"][data-highlighted]');
    await reachWithTab(page, trigger);
    await page.keyboard.press('ArrowDown');
    await focusMovedInto(menu);
    await expect.poll(() => highlighted.textContent()).toContain(header.resources.items[0]!.label);
    await page.keyboard.press('End');
    await expect.poll(() => highlighted.textContent()).toContain(header.resources.items[5]!.label);
    await page.keyboard.press('Home');
    await expect.poll(() => highlighted.textContent()).toContain(header.resources.items[0]!.label);
    // The highlighted entry is told apart from the others by its background.
    const background = (item: Locator) => item.evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect.poll(() => background(items.first())).not.toBe(await background(items.nth(1)));

    // The external entry: the calendar in a new tab, and the menu closes behind it, giving the focus back to its button.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => highlighted.textContent()).toContain(header.resources.items[1]!.label);
    const calendar = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    expect((await calendar).url()).toBe(site.externalLinks.booking);
    await menu.waitFor({ state: 'hidden' });
    // The menu gives the focus back on the next frame, which a busy machine may delay while the tab opens.
    await expect.poll(() => isFocused(trigger), { timeout: 5_000 }).toBe(true);

    // A page of the site: reopened with Enter on its first entry, two steps down.
    await page.keyboard.press('Enter');
    await focusMovedInto(menu);
    // Zag highlights the first entry a frame after the menu takes the focus; an arrow pressed before that starts from none.
    await expect.poll(() => highlighted.textContent()).toContain(header.resources.items[0]!.label);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => highlighted.textContent()).toContain(header.resources.items[2]!.label);
    // Client-side, as a click: the document (and this marker in it) stays.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${header.resources.items[2]!.href.href}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('mobile menu: Tab reaches the toggle, Enter opens it, Tab walks its links, Escape closes it', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/', { viewport: viewports.mobile });
    const toggle = page.getByRole('banner').getByRole('button', { name: header.menuOpenLabel });
    await reachWithTab(page, toggle);
    await page.keyboard.press('Enter');
    const mobileNav = page.getByRole('navigation', { name: 'Navigation mobile' });
    await mobileNav.waitFor();
    const close = page.getByRole('banner').getByRole('button', { name: header.menuCloseLabel });
    await expect.poll(() => close.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => isFocused(close)).toBe(true);
    // Escape with the focus on the toggle closes the menu and leaves the focus there.
    await page.keyboard.press('Escape');
    await mobileNav.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(toggle)).toBe(true);
    await page.keyboard.press('Space');
    await mobileNav.waitFor();
    await tabOnceTo(page, mobileNav.getByRole('link', { name: header.links[0]!.label }));
    await expect.poll(() => focusProblems(page)).toEqual([]);
    await tabOnceTo(page, mobileNav.getByRole('link', { name: header.links[1]!.label }));
    await page.keyboard.press('Escape');
    await mobileNav.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('mobile menu: Escape from one of its links gives the focus back to the toggle', async () => {
    const { page } = await openRoute(browser(), baseUrl, '/', { viewport: viewports.mobile });
    const toggle = page.getByRole('banner').getByRole('button', { name: header.menuOpenLabel });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const mobileNav = page.getByRole('navigation', { name: 'Navigation mobile' });
    await mobileNav.waitFor();
    await tabOnceTo(page, mobileNav.getByRole('link', { name: header.links[0]!.label }));
    await page.keyboard.press('Escape');
    await mobileNav.waitFor({ state: 'hidden' });
    try {
      await expect.poll(() => isFocused(toggle)).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
