import { describe, expect, inject, it } from 'vitest';
import { animationsDone, openRoute, sharedBrowser, viewports } from './browser.ts';
import { floatingCtaPainted } from './first-interactions.ts';
import { eventually, isFocused, isOpen, disclosed, tabOnceTo, focusProblems, reachWithTab } from './keyboard.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import siteDefinition from '../../site.config.ts';

// The keyboard alone on the production build (what is checked, and how: keyboard.ts).
// This file: the widgets the browser runs by itself; keyboard.e2e.test.ts: those the page's scripts run.

const baseUrl = inject('baseUrl');
const { site } = loadContent(process.cwd(), siteDefinition);

const browser = sharedBrowser();

// Widgets that are HTML and CSS alone (<details>, radio buttons drawn as tabs, :focus-within): no script takes
// part in what the keys do, so the slow CPU adds nothing but time (the FAQ explorer runs <details> at both).
describe('keyboard only, on the production build, from the load event, HTML and CSS widgets', () => {
  const desktop = { viewport: viewports.desktop, cpuRate: 1 };

  it('FAQ accordion: Enter and Space open one answer at a time and close it again, Tab and Shift+Tab move between questions', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/notre-mission-chief-of-staff', desktop);
    const questions = page.getByRole('main').locator('summary');
    const first = questions.first();
    const second = questions.nth(1);
    await reachWithTab(page, first);
    await page.keyboard.press('Enter');
    await eventually(() => isOpen(first)).toBe(true);
    await eventually(() => disclosed(first).isVisible()).toBe(true);
    await tabOnceTo(page, second);
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Space');
    await eventually(() => isOpen(second)).toBe(true);
    await eventually(() => isOpen(first)).toBe(false);
    await eventually(() => disclosed(first).isVisible()).toBe(false);
    await tabOnceTo(page, first, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await eventually(() => isOpen(first)).toBe(true);
    await eventually(() => isOpen(second)).toBe(false);
    await page.keyboard.press('Enter');
    await eventually(() => isOpen(first)).toBe(false);
    await eventually(() => page.getByRole('main').locator('details[open]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('strategic matrix: the arrows switch tabs, Enter and Space open one card at a time and close it again', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/medias', desktop);
    const matrix = page.locator('#matrice');
    const risks = matrix.getByRole('radio', { name: 'Risques', exact: true });
    const opportunities = matrix.getByRole('radio', { name: 'Opportunités', exact: true });
    // The cards of the tab shown (the other tab's are hidden, out of the tab order).
    const cards = matrix.locator('summary').filter({ visible: true });
    await reachWithTab(page, risks);
    expect(await risks.isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await eventually(() => isFocused(opportunities)).toBe(true);
    await eventually(() => opportunities.isChecked()).toBe(true);
    await eventually(() => focusProblems(page)).toEqual([]);
    await eventually(() => cards.first().textContent()).toContain('Potentiel');
    await tabOnceTo(page, cards.first());
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await eventually(() => isOpen(cards.first())).toBe(true);
    await eventually(() => disclosed(cards.first()).getByText("Plan d'Action").isVisible()).toBe(true);
    await tabOnceTo(page, cards.nth(1));
    await page.keyboard.press('Space');
    await eventually(() => isOpen(cards.nth(1))).toBe(true);
    await eventually(() => isOpen(cards.first())).toBe(false);
    await page.keyboard.press('Space');
    await eventually(() => isOpen(cards.nth(1))).toBe(false);
    // Back to the tabs (the checked one is the group's one stop), then to the first tab.
    await tabOnceTo(page, cards.first(), 'Shift+Tab');
    await tabOnceTo(page, opportunities, 'Shift+Tab');
    await page.keyboard.press('ArrowLeft');
    await eventually(() => risks.isChecked()).toBe(true);
    await eventually(() => isFocused(risks)).toBe(true);
    await eventually(() => cards.first().textContent()).toContain('Baisse du trafic');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('case studies: Enter and Space show and hide the detailed workstreams of a mission', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/medias', desktop);
    const cases = page.locator('#defis-releves');
    const toggle = cases.locator('summary').filter({ hasText: 'Voir les 5 chantiers de la mission' });
    expect(await toggle.count()).toBe(1);
    await reachWithTab(page, toggle);
    await page.keyboard.press('Enter');
    await eventually(() => isOpen(toggle)).toBe(true);
    await eventually(() => disclosed(toggle).getByRole('listitem').filter({ visible: true }).count()).toBe(5);
    // What it says follows its state.
    await eventually(() => toggle.innerText()).toContain('Masquer le détail');
    expect(await toggle.innerText()).not.toContain('Voir les 5 chantiers');
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Space');
    await eventually(() => isOpen(toggle)).toBe(false);
    await eventually(() => disclosed(toggle).isVisible()).toBe(false);
    await eventually(() => toggle.innerText()).toContain('Voir les 5 chantiers de la mission');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('OKR pyramid: Enter and Space open one level at a time and close it again', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/okr-chief-of-staff', desktop);
    const pyramid = page.locator('#pyramide');
    const level = (title: string) => pyramid.locator('summary').filter({ hasText: new RegExp(`^${title}`) });
    await reachWithTab(page, level('Entreprise'));
    await page.keyboard.press('Enter');
    await eventually(() => isOpen(level('Entreprise'))).toBe(true);
    await eventually(() => disclosed(level('Entreprise')).innerText()).toContain('Devenir la référence de notre marché');
    // The example unfolds in 0.2 s and pushes the next levels down: the visitor moves on once it has.
    await animationsDone(level('Entreprise').locator('xpath=..'));
    await tabOnceTo(page, level('Directions'));
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('Space');
    await eventually(() => isOpen(level('Directions'))).toBe(true);
    await eventually(() => isOpen(level('Entreprise'))).toBe(false);
    await eventually(() => disclosed(level('Entreprise')).isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    await eventually(() => isOpen(level('Directions'))).toBe(false);
    await eventually(() => pyramid.locator('details[open]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('tabs: the arrows choose a tab (wrapping at both ends) and show its panel, Tab moves into the panel', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/services', desktop);
    const section = page.locator('#methodologies');
    const tab = (name: string) => section.getByRole('radio', { name, exact: true });
    const tabs = section.getByRole('radio');
    const shownHeadings = section.locator('h3').filter({ visible: true });
    await reachWithTab(page, tab('OKR'));
    expect(await tab('OKR').isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await eventually(() => isFocused(tab('Quarter Plan'))).toBe(true);
    await eventually(() => tab('Quarter Plan').isChecked()).toBe(true);
    await eventually(() => shownHeadings.allTextContents()).toEqual(['Le plan trimestriel']);
    await eventually(() => focusProblems(page)).toEqual([]);
    await page.keyboard.press('ArrowLeft');
    await eventually(() => isFocused(tab('OKR'))).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await eventually(() => isFocused(tabs.last())).toBe(true);
    await eventually(() => tabs.last().isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await eventually(() => isFocused(tab('OKR'))).toBe(true);
    await eventually(() => tab('OKR').isChecked()).toBe(true);
    await eventually(() => shownHeadings.allTextContents()).toEqual(['Objectifs et résultats clés']);
    await tabOnceTo(page, section.getByRole('link', { name: 'Lire le guide OKR' }));
    await eventually(() => focusProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('floating call to action: out of view at the top of the page, it shows when Tab reaches it, and Enter opens the calendar', async () => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/quarter-plan', desktop);
    const link = page.getByRole('link', { name: 'Parler à un expert (nouvel onglet)' });
    expect(await floatingCtaPainted(page)).toBe(false);
    await reachWithTab(page, link);
    await eventually(() => floatingCtaPainted(page)).toBe(true);
    const opening = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    expect((await opening).url()).toBe(site.externalLinks.booking);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
