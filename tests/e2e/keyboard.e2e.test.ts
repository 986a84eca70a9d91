import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ROADMAP_INTERVAL_MS } from '../../blocks/roadmap/logic.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import { notice, openRoute, sharedBrowser, viewports } from './browser.ts';
import { eventually, isFocused, isOpen, disclosed, isPopoverOpen, focusedAccessibility, tabTo, tabOnceTo, focusProblems, reachWithTab } from './keyboard.ts';
import siteDefinition from '../../site.config.ts';

// The keyboard alone on the production build (what is checked, and how: keyboard.ts).
// The Ressources menu and the mobile menu are also covered by shell.e2e.test.ts, which checks their content.
// This file: the widgets the page's scripts run, at each CPU rate of the project running it (vitest.e2e.config.ts);
// keyboard-native.e2e.test.ts: those the browser runs by itself.

const baseUrl = inject('baseUrl');
const { site, navigation, pages } = loadContent(process.cwd(), siteDefinition);
const { header } = navigation;
// Where the Ressources menu's third entry leads.
const jobDescriptionPath = header.resources.items[2]!.href.href;
const jobDescriptionPage = pages.find(({ page }) => page.path === jobDescriptionPath)!.page;

const browser = sharedBrowser();

// What needs the page's scripts (a form submitted, results counted), and the menus a
// visitor reaches for first: on a desktop's CPU and on one four times slower (a mid-range phone), where the keys
// come before the scripts have run.
describe.each(inject('cpuRates'))('keyboard only, on the production build, from the load event, at %i× CPU', (cpuRate) => {
  const desktop = { viewport: viewports.desktop, cpuRate };
  const mobile = { viewport: viewports.mobile, cpuRate };

  it('simulator: fills the details, answers the 16 statements with Space and the arrows, reads the result and restarts', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/simulateur-chief-of-staff', desktop);
    const simulator = page.locator('#simulateur');
    const email = `clavier-${cpuRate}-${Date.now()}@exemple.fr`;
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
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');

    // Each theme's page: focus moves to its heading; Tab enters each 1-10 scale, Space picks 1, ArrowRight moves up.
    // Every statement gets 6: 96 points out of 160, 60 %, a Chief of Staff is needed.
    for (let theme = 1; theme <= 6; theme++) {
      const heading = simulator.getByRole('heading', { level: 2 });
      await eventually(() => simulator.textContent()).toContain(`Thème ${theme} sur 6`);
      await eventually(() => isFocused(heading)).toBe(true);
      const scales = simulator.getByRole('radiogroup');
      for (let index = 0; index < (await scales.count()); index++) {
        const scale = scales.nth(index);
        await tabOnceTo(page, scale.getByRole('radio').first());
        // The ring is on the value's label, the radio itself being visually hidden: checked once per theme.
        if (index === 0) await eventually(() => focusProblems(page)).toEqual([]);
        await page.keyboard.press('Space');
        for (let step = 1; step < 6; step++) await page.keyboard.press('ArrowRight');
        await eventually(() => scale.getByRole('radio', { checked: true }).getAttribute('value')).toBe('6');
        await eventually(() => isFocused(scale.getByRole('radio', { name: '6', exact: true }))).toBe(true);
      }
      // Précédent is disabled on the first theme, so out of the tab order; Suivant or the result button follows.
      const onward = simulator.getByRole('button', { name: theme < 6 ? 'Suivant' : 'Voir mon résultat' });
      await tabTo(page, onward, 2);
      await eventually(() => focusProblems(page)).toEqual([]);
      await page.keyboard.press('Enter');
    }

    const title = simulator.getByRole('heading', { name: 'Claire, voici votre résultat' });
    await title.waitFor({ timeout: 30_000 });
    await eventually(() => isFocused(title)).toBe(true);
    await eventually(() => simulator.locator('[data-verdict]').getAttribute('data-verdict')).toBe('needed');
    await eventually(() => simulator.locator('[data-verdict]').textContent()).toMatch(/60\s%/);
    await reachWithTab(page, simulator.getByRole('link', { name: /Réserver un appel gratuit de 30 minutes/ }), 2);
    const restart = simulator.getByRole('button', { name: 'Recommencer le test' });
    await tabOnceTo(page, restart);
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await eventually(() => isFocused(simulator.getByRole('heading', { name: 'Faisons connaissance' }))).toBe(true);
    await tabOnceTo(page, fields[0][0]);
    await eventually(() => fields[0][0].inputValue()).toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("job-description generator: the arrows choose the size in the browser's own list (never its placeholder), Enter submits and downloads", async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/fiche-poste-chief-of-staff', { ...desktop, acceptDownloads: true });
    const form = page.locator('#fiche-poste');
    await reachWithTab(page, form.getByRole('textbox', { name: /Nom de l'entreprise/ }));
    await page.keyboard.type('Atelier Nord');

    const size = form.getByRole('combobox', { name: /Taille de l'entreprise/ });
    const chosenSize = () => size.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent);
    await tabOnceTo(page, size);
    await eventually(() => focusProblems(page)).toEqual([]);
    expect(await chosenSize()).toBe('Sélectionnez une taille');
    // ArrowDown on the closed list picks the first size; ArrowUp cannot go back to the placeholder.
    await page.keyboard.press('ArrowDown');
    await eventually(chosenSize).toBe('0 à 10 salariés');
    await page.keyboard.press('ArrowUp');
    await eventually(chosenSize).toBe('0 à 10 salariés');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await eventually(chosenSize).toBe('50 à 100 salariés');
    await eventually(() => isFocused(size)).toBe(true);

    await tabOnceTo(page, form.getByRole('textbox', { name: /Secteur/ }));
    await page.keyboard.type('Industrie');
    await tabOnceTo(page, form.getByRole('textbox', { name: /E-mail/ }));
    await page.keyboard.type(`clavier-fiche-${cpuRate}-${Date.now()}@exemple.fr`);
    await tabOnceTo(page, form.getByRole('textbox', { name: /Missions/ }));
    await tabOnceTo(page, form.getByRole('textbox', { name: /Fourchette/ }));
    // The button comes alive (it is disabled, so out of the tab order, until the four required fields are filled).
    const submit = form.getByRole('button', { name: 'Générer ma fiche de poste' });
    await eventually(() => submit.isEnabled()).toBe(true);
    await tabOnceTo(page, submit);
    await eventually(() => focusProblems(page)).toEqual([]);
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.keyboard.press('Enter');
    expect((await downloading).suggestedFilename()).toBe('Fiche_Poste_Chief_of_Staff_Atelier_Nord.html');
    await notice(page, 'Fiche de poste générée').waitFor();
    // The spec empties the form once the document is generated: the list shows its placeholder again.
    await eventually(chosenSize).toBe('Sélectionnez une taille');
    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('FAQ explorer: types, submits and clears a search, presses a category chip and unpresses it back to all, Enter and Space open one answer at a time', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/faq', desktop);
    const status = page.getByRole('status').filter({ hasText: 'trouvée' });
    const searchbox = page.getByRole('searchbox', { name: 'Rechercher dans les questions et les réponses' });
    await reachWithTab(page, searchbox);
    await page.keyboard.type('assistant de direction');
    await eventually(() => status.textContent()).toBe('1 question trouvée');
    // Enter submits the search, which has nothing more to do: the page stays, and so do the text and the results.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.keyboard.press('Enter');
    await page.evaluate(() => new Promise((rendered) => requestAnimationFrame(() => requestAnimationFrame(rendered))));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await searchbox.inputValue()).toBe('assistant de direction');
    expect(await status.textContent()).toBe('1 question trouvée');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await eventually(() => status.textContent()).toBe('21 questions trouvées');

    // The chips are toggle buttons, each a stop of Tab: Enter presses one, Space on it again goes back to all.
    const chips = page.getByRole('group', { name: 'Filtrer par catégorie' });
    const all = chips.getByRole('button', { name: /^Toutes/ });
    const training = chips.getByRole('button', { name: /^Formation/ });
    const pressed = (chip: typeof all) => chip.getAttribute('aria-pressed');
    await tabOnceTo(page, all);
    expect(await pressed(all)).toBe('true');
    await eventually(() => focusProblems(page)).toEqual([]);
    // Formation is the third category after Toutes.
    for (let step = 0; step < 3; step++) await page.keyboard.press('Tab');
    await eventually(() => isFocused(training)).toBe(true);
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await eventually(() => pressed(training)).toBe('true');
    await eventually(() => status.textContent()).toBe('3 questions trouvées');
    await page.keyboard.press('Space');
    await eventually(() => pressed(all)).toBe('true');
    expect(await pressed(training)).toBe('false');
    await eventually(() => status.textContent()).toBe('21 questions trouvées');

    // Into the answers: Enter opens the first, Tab moves to the next question, Space opens it (closing the first) and closes it again.
    const questions = page.getByRole('main').locator('summary');
    await reachWithTab(page, questions.first());
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await eventually(() => isOpen(questions.first())).toBe(true);
    await eventually(() => disclosed(questions.first()).isVisible()).toBe(true);
    await tabOnceTo(page, questions.nth(1));
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Space');
    await eventually(() => isOpen(questions.nth(1))).toBe(true);
    await eventually(() => isOpen(questions.first())).toBe(false);
    await page.keyboard.press('Space');
    await eventually(() => isOpen(questions.nth(1))).toBe(false);
    await eventually(() => disclosed(questions.nth(1)).isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('comparison quiz: answers with Tab and Enter, focus follows each new question, then restarts from the result', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/chief-of-staff-assistant-comparatif', desktop);
    const quiz = page.locator('#quiz');
    await reachWithTab(page, quiz.getByRole('button', { name: /^Arbitrer entre des projets stratégiques/ }));
    await page.keyboard.press('Enter');
    for (const [question, answer] of [
      ["Qu'attendez-vous avant tout de votre futur bras droit ?", /^Qu'il porte des dossiers stratégiques/],
      ['Où se situe votre principal point de friction ?', /^L'exécution de la stratégie/],
    ] as const) {
      await eventually(() => isFocused(quiz.getByRole('heading', { name: question }))).toBe(true);
      await tabOnceTo(page, quiz.getByRole('button', { name: answer }));
      await eventually(() => focusProblems(page)).toEqual([]);
      await page.keyboard.press('Enter');
    }
    await eventually(() => isFocused(quiz.getByRole('heading', { name: "Vous avez besoin d'un Chief of Staff" }))).toBe(true);
    await eventually(() => quiz.locator('[data-recommendation]').getAttribute('data-recommendation')).toBe('cos');
    await tabOnceTo(page, quiz.getByRole('link', { name: /Réserver un appel gratuit/ }));
    const restart = quiz.getByRole('button', { name: 'Refaire le quiz' });
    await tabOnceTo(page, restart);
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Space');
    await eventually(() => isFocused(quiz.getByRole('heading', { name: "Qu'est-ce qui occupe le plus votre temps aujourd'hui ?" }))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('manifesto quiz: answers with Enter and Space; the last answer opens the calendar in a new tab and focus moves to the thank-you', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/manifeste', desktop);
    // The calendar answers with a page (third-party hosts otherwise get an empty document).
    await page
      .context()
      .route(`${site.externalLinks.booking}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Agenda</title>' }));
    const quiz = page.locator('#quiz');
    await reachWithTab(page, quiz.getByRole('button', { name: 'Trop de sujets stratégiques à mener de front' }));
    await page.keyboard.press('Enter');
    await eventually(() => isFocused(quiz.getByRole('heading', { name: 'Quel soutien imaginez-vous à vos côtés ?' }))).toBe(true);
    await tabOnceTo(page, quiz.getByRole('button', { name: /^Un bras droit engagé dans la durée/ }));
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Space');
    await eventually(() => isFocused(quiz.getByRole('heading', { name: 'Quand souhaitez-vous agir ?' }))).toBe(true);
    await tabOnceTo(page, quiz.getByRole('button', { name: 'Dès ce trimestre' }));
    const opening = page.context().waitForEvent('page');
    await page.keyboard.press('Enter');
    const tab = await opening;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(site.externalLinks.booking);
    await eventually(() => isFocused(quiz.getByRole('heading', { name: 'Quiz terminé' }))).toBe(true);
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
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/manifeste#quiz`);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const top = document.getElementById('quiz')!.getBoundingClientRect().top;
          return top >= 0 && top < window.innerHeight / 2;
        }),
      )
      .toBe(true);
    await eventually(() => quizLink.getAttribute('aria-current')).toBe('location');
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
      await carousel.getByText(position, { exact: true }).waitFor({ timeout: 15_000 });
      await eventually(() => isFocused(next)).toBe(true);
    }
    await eventually(() => quote.textContent()).toBe(first);
    await eventually(() => focusProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('risk matrix: each risk names itself on focus, Escape hides the name until the focus leaves', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/matrice-risques', desktop);
    const matrix = page.getByRole('group', { name: 'Impact × Probabilité' });
    const volatility = matrix.getByRole('button', { name: /^4\. Volatilité du marché/ });
    const cybersecurity = matrix.getByRole('button', { name: /^1\. Cybersécurité/ });
    // Each risk's name, next to its button (for the eyes: the button's own name says it).
    const tip = (marker: Locator) => marker.locator('xpath=following-sibling::*[@role="tooltip"]');
    const shownNames = matrix.locator('[role="tooltip"]').filter({ visible: true });
    expect(await shownNames.count()).toBe(0);
    await reachWithTab(page, volatility);
    await eventually(() => tip(volatility).isVisible()).toBe(true);
    expect(await tip(volatility).textContent()).toBe('Volatilité du marché');
    expect(await shownNames.count()).toBe(1);
    await page.keyboard.press('Escape');
    await eventually(() => tip(volatility).isVisible()).toBe(false);
    await eventually(() => isFocused(volatility)).toBe(true);
    await tabOnceTo(page, cybersecurity);
    await eventually(() => tip(cybersecurity).isVisible()).toBe(true);
    expect(await tip(cybersecurity).textContent()).toBe('Cybersécurité');
    await eventually(() => focusProblems(page)).toEqual([]);
    // Back on the dismissed risk: the focus left it, so it names itself again.
    await tabOnceTo(page, volatility, 'Shift+Tab');
    await eventually(() => tip(volatility).isVisible()).toBe(true);
    await eventually(() => shownNames.count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('roadmap: the steps are one Tab stop whose arrow keys choose the current step; the pause button stops and restarts the rotation', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/matrice-risques', { ...desktop, fakeClock: true });
    const roadmap = page.locator('#feuille-de-route');
    const steps = roadmap.getByRole('radiogroup', { name: 'Étapes de la démarche' });
    const inSteps = (pick: 'focused' | 'checked') =>
      steps.evaluate(
        (group, which) => [...group.querySelectorAll('input')].findIndex((input) => (which === 'focused' ? input === document.activeElement : input.checked)),
        pick,
      );
    const pause = roadmap.getByRole('button', { name: 'Mettre en pause le défilement' });
    const play = roadmap.getByRole('button', { name: 'Reprendre le défilement' });
    await reachWithTab(page, pause);
    await page.keyboard.press('Enter');
    await eventually(() => isFocused(play)).toBe(true);
    // Back into the steps: the focus lands on the current one, whichever the rotation had reached.
    await page.keyboard.press('Shift+Tab');
    const current = await inSteps('checked');
    expect(await inSteps('focused')).toBe(current);
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    expect(await inSteps('checked')).toBe((current + 1) % 4);
    expect(await inSteps('focused')).toBe((current + 1) % 4);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await inSteps('checked')).toBe((current + 3) % 4);
    await eventually(() => focusProblems(page)).toEqual([]);
    // Paused, the chosen step stays current however long the visitor reads it.
    await page.clock.runFor(ROADMAP_INTERVAL_MS * 2);
    expect(await inSteps('checked')).toBe((current + 3) % 4);
    await tabOnceTo(page, play);
    await page.keyboard.press('Enter');
    await eventually(() => isFocused(pause)).toBe(true);
    // Playing again, the rotation moves on after one interval.
    await page.clock.runFor(ROADMAP_INTERVAL_MS);
    await eventually(() => inSteps('checked')).toBe(current);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('slider comparison: the arrows, Page Up and Down, Home and End move the slider and switch the table between the two views', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/chief-of-staff-vs-consultant', desktop);
    const slider = page.getByRole('slider', { name: 'Point de vue' });
    const shown = page.getByRole('status').filter({ hasText: 'Vue affichée' });
    const table = page.getByRole('table');
    await reachWithTab(page, slider);
    expect(await slider.inputValue()).toBe('0');
    await eventually(() => shown.textContent()).toMatch(/^Vue affichée\s: Consultant$/);
    await page.keyboard.press('End');
    await eventually(() => slider.inputValue()).toBe('100');
    await eventually(() => shown.textContent()).toMatch(/^Vue affichée\s: Chief of Staff$/);
    await eventually(() => table.textContent()).toContain('Bras droit intégré');
    // Down to the threshold (50: still the consultant), then one step over it.
    for (let step = 0; step < 50; step++) await page.keyboard.press('ArrowLeft');
    await eventually(() => slider.inputValue()).toBe('50');
    await eventually(() => slider.getAttribute('aria-valuetext')).toBe('50, Consultant');
    await eventually(() => shown.textContent()).toMatch(/^Vue affichée\s: Consultant$/);
    await page.keyboard.press('ArrowRight');
    await eventually(() => slider.getAttribute('aria-valuetext')).toBe('51, Chief of Staff');
    await eventually(() => shown.textContent()).toMatch(/^Vue affichée\s: Chief of Staff$/);
    // Down and Up move it too, as the ARIA slider pattern has them.
    await page.keyboard.press('ArrowDown');
    await eventually(() => slider.getAttribute('aria-valuetext')).toBe('50, Consultant');
    await page.keyboard.press('ArrowUp');
    await eventually(() => slider.getAttribute('aria-valuetext')).toBe('51, Chief of Staff');
    // Page Down and Page Up move by a tenth of the range.
    await page.keyboard.press('PageDown');
    await eventually(() => slider.inputValue()).toBe('41');
    await eventually(() => shown.textContent()).toMatch(/^Vue affichée\s: Consultant$/);
    await page.keyboard.press('PageUp');
    await eventually(() => slider.inputValue()).toBe('51');
    await eventually(() => shown.textContent()).toMatch(/^Vue affichée\s: Chief of Staff$/);
    await page.keyboard.press('Home');
    await eventually(() => slider.inputValue()).toBe('0');
    await eventually(() => shown.textContent()).toMatch(/^Vue affichée\s: Consultant$/);
    await eventually(() => table.textContent()).toContain('Expert extérieur');
    await eventually(() => focusProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('Ressources menu: Tab reaches its button, Enter and Space open it, Tab walks its entries, Escape closes it, Enter follows an entry', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/', desktop);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const trigger = nav.getByRole('button', { name: header.resources.label });
    const menu = nav.locator('[popover]');
    const entries = header.resources.items.map((item) => menu.getByRole('link', { name: new RegExp(`^${item.label}`) }));
    await reachWithTab(page, trigger);
    await eventually(() => focusedAccessibility(page)).toEqual({ name: header.resources.label, expanded: false });
    await page.keyboard.press('Enter');
    await eventually(() => menu.isVisible()).toBe(true);
    expect(await isFocused(trigger)).toBe(true);
    await eventually(() => focusedAccessibility(page)).toEqual({ name: header.resources.label, expanded: true });

    // Its entries follow the button in the tab order, in their order.
    await tabOnceTo(page, entries[0]!);
    await eventually(() => focusProblems(page)).toEqual([]);
    // The focused entry is told apart from the others by its background too.
    const background = (entry: Locator) => entry.evaluate((element) => getComputedStyle(element).backgroundColor);
    await eventually(() => background(entries[0]!)).not.toBe(await background(entries[1]!));
    for (const entry of entries.slice(1)) await tabOnceTo(page, entry);
    await eventually(() => focusProblems(page)).toEqual([]);
    for (const entry of entries.slice(0, -1).reverse()) await tabOnceTo(page, entry, 'Shift+Tab');
    // Escape closes it from an entry, giving the focus back to its button.
    await page.keyboard.press('Escape');
    await eventually(() => menu.isVisible()).toBe(false);
    await eventually(() => isFocused(trigger)).toBe(true);
    await eventually(() => focusedAccessibility(page)).toEqual({ name: header.resources.label, expanded: false });

    // The external entry: the calendar in a new tab; the menu closes, the focus back on its button.
    await page.keyboard.press('Space');
    await eventually(() => menu.isVisible()).toBe(true);
    await tabOnceTo(page, entries[0]!);
    await tabOnceTo(page, entries[1]!);
    const calendar = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    expect((await calendar).url()).toBe(site.externalLinks.booking);
    await eventually(() => isPopoverOpen(menu)).toBe(false);
    await eventually(() => isFocused(trigger)).toBe(true);

    // A page of the site: reopened with Enter, its third entry.
    await page.keyboard.press('Enter');
    await eventually(() => menu.isVisible()).toBe(true);
    for (const entry of entries.slice(0, 3)) await tabOnceTo(page, entry);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${jobDescriptionPath}`);
    await eventually(() => page.title()).toBe(jobDescriptionPage.seo.title);
    // The new page's header has its menu closed.
    await eventually(() => isPopoverOpen(menu)).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('mobile menu: Tab reaches the toggle, Enter and Space open it, Tab walks its links, Escape closes it and gives the focus back to the toggle', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/', mobile);
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: header.menuOpenLabel });
    const close = banner.getByRole('button', { name: header.menuCloseLabel });
    const mobileNav = page.getByRole('navigation', { name: 'Navigation mobile' });
    await reachWithTab(page, toggle);
    await eventually(() => focusedAccessibility(page)).toEqual({ name: header.menuOpenLabel, expanded: false });
    await page.keyboard.press('Enter');
    await eventually(() => mobileNav.isVisible()).toBe(true);
    // The same button, now named for closing.
    await eventually(() => isFocused(close)).toBe(true);
    expect(await toggle.count()).toBe(0);
    await eventually(() => focusedAccessibility(page)).toEqual({ name: header.menuCloseLabel, expanded: true });
    await eventually(() => focusProblems(page)).toEqual([]);
    // Escape with the focus on the toggle closes the menu and leaves the focus there.
    await page.keyboard.press('Escape');
    await eventually(() => mobileNav.isVisible()).toBe(false);
    await eventually(() => isFocused(toggle)).toBe(true);
    await eventually(() => focusedAccessibility(page)).toEqual({ name: header.menuOpenLabel, expanded: false });

    await page.keyboard.press('Space');
    await eventually(() => mobileNav.isVisible()).toBe(true);
    await tabOnceTo(page, mobileNav.getByRole('link', { name: header.links[0]!.label }));
    await eventually(() => focusProblems(page)).toEqual([]);
    await tabOnceTo(page, mobileNav.getByRole('link', { name: header.links[1]!.label }));
    await eventually(() => focusProblems(page)).toEqual([]);
    // Escape from one of its links closes it and gives the focus back to the toggle.
    await page.keyboard.press('Escape');
    await eventually(() => mobileNav.isVisible()).toBe(false);
    await eventually(() => isFocused(toggle)).toBe(true);
    await eventually(() => focusedAccessibility(page)).toEqual({ name: header.menuOpenLabel, expanded: false });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
