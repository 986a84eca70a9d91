import type { Locator, Page } from 'playwright-core';
import { viewports, type Viewport } from './browser.ts';

/**
 * The first thing a visitor does with each interactive part of the site, and what they then see. The
 * browser tests do it the moment a page has loaded (tests/e2e/first-interactions.e2e.test.ts); the
 * interaction benchmark times it half a second later (bench/interaction). `answered` runs in the page:
 * it must be self-contained.
 */
export interface FirstInteraction {
  part: string;
  path: string;
  viewport: Viewport;
  /** What the visitor has already done before the action that is timed (filling the other fields). */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  answered: () => boolean;
  /**
   * HTML and CSS answer by themselves (a `<details>`, radio buttons, a popover, a scroll-driven animation) and no
   * island sits on the part: no script takes part in the answer, so the browser tests check it at normal speed only
   * (the benchmark still times it at both).
   */
  native?: true;
}

/**
 * Records in the page every style rule or style element added after the prerendered HTML was parsed (emotion
 * inserting the styles of a class the page did not have: a restyle of the whole page each time). Read it with
 * `insertedStyles`.
 */
export const styleInsertionRecorder = `(() => {
  const inserted = (window.__insertedStyles = []);
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    inserted.push(rule.slice(0, 120));
    return insertRule.call(this, rule, index);
  };
  addEventListener('DOMContentLoaded', () => {
    new MutationObserver((records) => {
      for (const record of records) {
        const style = record.target.nodeName === 'STYLE' ? record.target : [...record.addedNodes].find((node) => node.nodeName === 'STYLE');
        if (style) inserted.push('<style> ' + (style.textContent ?? '').slice(0, 120));
      }
    }).observe(document.head, { childList: true, subtree: true, characterData: true });
  });
})();`;

export const insertedStyles = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __insertedStyles: string[] }).__insertedStyles);

/**
 * Whether the floating booking button is in view: inside the screen, fully opaque and the first thing under the
 * pointer at its centre (what a visitor can see and click). Self-contained: it runs in the page.
 */
export function floatingCtaInView(): boolean {
  const link = [...document.querySelectorAll('main a')].find((anchor) => {
    for (let box = anchor.parentElement; box; box = box.parentElement) if (getComputedStyle(box).position === 'fixed') return true;
    return false;
  });
  if (!link) return false;
  let opacity = 1;
  for (let element: Element | null = link; element; element = element.parentElement) opacity *= Number(getComputedStyle(element).opacity);
  const box = link.getBoundingClientRect();
  const centre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return opacity === 1 && box.top >= 0 && box.bottom <= window.innerHeight && centre !== null && link.contains(centre);
}

/**
 * Whether the floating booking button is in view in the frame the browser paints next, as a visitor sees it. Its
 * scroll-driven animations take the scroll position at the start of a frame: a style read between the load event
 * and the first frame, on a busy CPU, found the button at its resting place (in view) at the top of the page.
 */
export const floatingCtaPainted = (page: Page): Promise<boolean> =>
  page.evaluate(`new Promise((resolve) => requestAnimationFrame(() => resolve((${floatingCtaInView.toString()})())))`);

/**
 * Where a visitor points: the middle of what they see, scrolled into view first. The action is then made with
 * raw input events, as a visitor's pointer makes them, not with Playwright's `click()`, whose checks run
 * listeners inside the very events that the benchmark times (at 4× CPU they added 20–40 ms to the roadmap's
 * answer, 10 runs each).
 */
async function centreOf(target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target.toString()} is not displayed`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A visitor's click on `target`. */
export async function clickAt(target: Locator): Promise<void> {
  const { x, y } = await centreOf(target);
  await target.page().mouse.click(x, y);
}

/** A visitor's pointer resting on `target`. */
export async function hoverAt(target: Locator): Promise<void> {
  const { x, y } = await centreOf(target);
  await target.page().mouse.move(x, y);
}

/** A radio button or check box drawn as its label: the visitor clicks the label. */
const labelOf = (control: Locator) => control.locator('xpath=ancestor::label[1]');

export const firstInteractions: FirstInteraction[] = [
  {
    part: 'FAQ accordion (home page)',
    native: true,
    path: '/',
    viewport: viewports.desktop,
    act: (page) => clickAt(page.locator('#faq summary').first()),
    answered: () => document.querySelector<HTMLDetailsElement>('#faq details')?.open === true,
  },
  {
    part: 'FAQ explorer: search',
    path: '/faq',
    viewport: viewports.desktop,
    act: async (page) => {
      await clickAt(page.getByRole('searchbox'));
      await page.keyboard.insertText('salaire');
    },
    answered: () => /^[0-9] questions? trouvées?$/.test(document.querySelector('main [role="status"]')?.textContent ?? ''),
  },
  {
    part: 'FAQ explorer: category chip',
    path: '/faq',
    viewport: viewports.desktop,
    act: (page) => clickAt(page.getByRole('button', { name: /^Formation/ })),
    answered: () => document.querySelector('main [role="status"]')?.textContent === '3 questions trouvées',
  },
  {
    part: 'Tabs',
    native: true,
    path: '/services',
    viewport: viewports.desktop,
    act: (page) => clickAt(labelOf(page.getByRole('radio', { name: 'Quarter Plan' }))),
    answered: () =>
      [...document.querySelectorAll('#methodologies h3')].some(
        (heading) => heading.textContent === 'Le plan trimestriel' && heading instanceof HTMLElement && heading.checkVisibility(),
      ),
  },
  {
    part: 'Media matrix: a risk card',
    native: true,
    path: '/medias',
    viewport: viewports.desktop,
    act: (page) => clickAt(page.locator('#matrice summary').first()),
    answered: () =>
      [...document.querySelectorAll('#matrice details')].some((card) => (card as HTMLDetailsElement).open && card.textContent?.includes('Notre Solution')),
  },
  {
    part: 'Bank matrix: the opportunities tab',
    native: true,
    path: '/bancassurance',
    viewport: viewports.mobile,
    act: (page) => clickAt(labelOf(page.getByRole('radio', { name: 'Opportunités' }))),
    answered: () =>
      [...document.querySelectorAll('#matrice summary')].some(
        (summary) => summary.textContent?.includes('Potentiel') && summary instanceof HTMLElement && summary.checkVisibility(),
      ),
  },
  {
    part: 'Risk matrix: a risk named on hover',
    path: '/matrice-risques',
    viewport: viewports.desktop,
    act: (page) => hoverAt(page.locator('#matrice [data-cell] button').first()),
    answered: () => [...document.querySelectorAll('#matrice [role="tooltip"]')].some((tip) => tip instanceof HTMLElement && tip.checkVisibility()),
  },
  {
    part: 'Roadmap: a step chosen',
    path: '/matrice-risques',
    viewport: viewports.desktop,
    act: (page) => clickAt(page.locator('#feuille-de-route ol label').nth(2)),
    // The third step is checked and its number takes the accent colour, the fourth's (a step ahead) staying plain
    // (the card's own fill fades in over 0.3 s after that).
    answered: () => {
      const cards = [...document.querySelectorAll<HTMLElement>('#feuille-de-route ol label')];
      const badge = (card: HTMLElement) => getComputedStyle(card.querySelector('[aria-hidden="true"]')!).backgroundColor;
      return cards.length === 4 && cards[2]!.querySelector('input')!.checked && badge(cards[2]!) !== badge(cards[3]!);
    },
  },
  {
    part: 'OKR pyramid',
    native: true,
    path: '/okr-chief-of-staff',
    viewport: viewports.desktop,
    act: (page) => clickAt(page.locator('ol summary').first()),
    answered: () => document.querySelector<HTMLDetailsElement>('ol details')?.open === true,
  },
  {
    part: 'Slider comparison',
    path: '/chief-of-staff-vs-consultant',
    viewport: viewports.desktop,
    act: async (page) => {
      // Near the Chief of Staff's end of the track, not its middle.
      const slider = page.getByRole('slider');
      await slider.scrollIntoViewIfNeeded();
      const box = (await slider.boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.9, box.y + box.height / 2);
    },
    answered: () => document.querySelector('table[data-view]')?.getAttribute('data-view') === 'chiefOfStaff',
  },
  {
    part: 'Comparison quiz: first answer',
    path: '/chief-of-staff-assistant-comparatif',
    viewport: viewports.mobile,
    act: (page) => clickAt(page.locator('button[name="choix"]').first()),
    answered: () => document.body.textContent?.includes('Question 2 sur 3') === true,
  },
  {
    part: 'Manifesto quiz: first answer',
    path: '/manifeste',
    viewport: viewports.desktop,
    act: (page) => clickAt(page.locator('#quiz button[name="choix"]').first()),
    answered: () => /33\s% complété/.test(document.querySelector('#quiz')?.textContent ?? ''),
  },
  {
    part: 'Testimonial carousel: next',
    path: '/manifeste',
    viewport: viewports.mobile,
    act: (page) => clickAt(page.getByRole('button', { name: 'Témoignage suivant' })),
    answered: () => document.querySelector('#temoignages')?.textContent?.includes('2 / 3') === true,
  },
  {
    part: 'Simulator: start with the details missing',
    path: '/simulateur-chief-of-staff',
    viewport: viewports.desktop,
    act: (page) => clickAt(page.getByRole('button', { name: "Commencer l'évaluation" })),
    answered: () => document.body.textContent?.includes('Le prénom est requis') === true,
  },
  {
    part: 'Job-description generator: last required field',
    path: '/fiche-poste-chief-of-staff',
    viewport: viewports.desktop,
    prepare: async (page) => {
      await page.getByRole('textbox', { name: /Nom de l'entreprise/ }).fill('Atelier Nord');
      await page.getByRole('combobox', { name: /Taille/ }).selectOption('11-49');
      await page.getByRole('textbox', { name: /Secteur/ }).fill('Industrie');
    },
    act: async (page) => {
      await clickAt(page.getByRole('textbox', { name: /E-mail/ }));
      await page.keyboard.insertText('direction@atelier-nord.fr');
    },
    answered: () => document.querySelector<HTMLButtonElement>('#fiche-poste button[type="submit"]')?.disabled === false,
  },
  {
    part: 'Newsletter: consent ticked',
    path: '/',
    viewport: viewports.desktop,
    prepare: async (page) => {
      await page
        .locator('footer')
        .getByRole('textbox', { name: /e-mail/i })
        .fill('lecteur@exemple.fr');
    },
    act: (page) => clickAt(page.locator('footer').getByRole('checkbox')),
    answered: () => document.querySelector<HTMLButtonElement>('footer button[type="submit"]')?.disabled === false,
  },
  {
    part: 'Header: Ressources menu',
    native: true,
    path: '/',
    viewport: viewports.desktop,
    act: (page) => clickAt(page.getByRole('button', { name: 'Ressources' })),
    answered: () => document.querySelector('#resources-menu')?.matches(':popover-open') === true,
  },
  {
    part: 'Header: mobile menu',
    native: true,
    path: '/',
    viewport: viewports.mobile,
    act: (page) => clickAt(page.getByRole('button', { name: 'Ouvrir le menu' })),
    answered: () => document.querySelector('#menu-mobile')?.matches(':popover-open') === true,
  },
  {
    part: 'Floating booking button',
    native: true,
    path: '/quarter-plan',
    viewport: viewports.mobile,
    act: (page) => page.mouse.wheel(0, 900),
    answered: floatingCtaInView,
  },
];

/** `firstInteractions` parts as `describe.each` rows: all of them at normal speed, those a script answers at `cpuRate` > 1. */
export const interactionRows = (cpuRate: number) =>
  firstInteractions.filter((interaction) => cpuRate === 1 || !interaction.native).map((interaction) => [interaction.part, interaction] as const);
