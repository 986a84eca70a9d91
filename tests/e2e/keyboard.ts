import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Every interactive block used with the keyboard alone, in real Chromium on the production build, from the
// moment the page has loaded (nothing waits for the page's scripts): Tab from the top of the page reaches the
// control (found by its role and accessible name), the focused control shows a visible focus indicator,
// Enter, Space and the arrow keys operate it, and Escape closes what opens. What needs the page's scripts
// (a quiz moving on, a count of results) is awaited as the visitor sees it, never a marker of the scripts' state.
//
// What the keyboard tests (keyboard.e2e.test.ts, keyboard-native.e2e.test.ts) walk the page and check with; the
// native widgets' tests read focus and <details> with the same helpers.

/**
 * Polls until what `read` returns passes the assertion that follows: what the visitor sees once the page has
 * done its part, which on a slow CPU may take seconds after the key (vitest.e2e.config.ts gives expect.poll 10 s).
 */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read);

export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Whether the `<details>` a `<summary>` belongs to is open. */
export const isOpen = (summary: Locator) => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

/** What a `<summary>` shows and hides: the rest of its `<details>`. */
export const disclosed = (summary: Locator) => summary.locator('xpath=following-sibling::*[1]');

export const isPopoverOpen = (popover: Locator) => popover.evaluate((element) => element.matches(':popover-open'));

/**
 * The focused element as Chromium exposes it to assistive technologies: its accessible name and, for a
 * button that opens something (a popover's invoker has no aria-expanded attribute, the browser states it), whether it is expanded.
 */
export async function focusedAccessibility(page: Page): Promise<{ name: string; expanded: boolean | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
    const node = nodes[0]!;
    const expanded = node.properties?.find((property) => property.name === 'expanded');
    return { name: String(node.name?.value ?? ''), expanded: expanded === undefined ? undefined : expanded.value.value === true };
  } finally {
    await cdp.detach();
  }
}

/** A short description of the focused element, for failure messages. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing';
    return `<${element.tagName.toLowerCase()}> ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}`;
  });

/** Presses Tab until `target` has the focus, failing if it takes more than `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  // One handle for the walk (resolving the locator after every press would triple the time it takes),
  // resolved again should the element be replaced.
  let element = await target.elementHandle();
  try {
    for (let presses = 0; presses < limit; presses++) {
      await page.keyboard.press('Tab');
      const [focused, connected] = await element.evaluate((node) => [node === document.activeElement, node.isConnected]);
      if (focused) return;
      if (!connected) {
        await element.dispose();
        element = await target.elementHandle();
        if (await isFocused(target)) return;
      }
    }
  } finally {
    await element.dispose();
  }
  throw new Error(`${limit} presses of Tab never reached ${target}; focus is on ${await focusedElement(page)}`);
}

/** Presses `key` (Tab by default) once and checks that `target` is where the focus went. */
export async function tabOnceTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await page.keyboard.press(key);
  if (!(await isFocused(target))) throw new Error(`${key} did not move to ${target} but to ${await focusedElement(page)}`);
}

/**
 * What is wrong with the focus indicator of the focused element: empty when it matches :focus-visible, draws an
 * outline or a ring (a box-shadow with no offset or blur, only a spread) in a non-transparent colour once its
 * transitions have run, and sits in the viewport, not hidden under something else (a sticky bar). An input
 * drawn by its label (a radio of a scale or a tab, a category chip) shows its indicator on that label; a
 * range input on its thumb, a pseudo-element whose style only the style sheets tell.
 */
export async function focusProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return ['nothing has the focus'];
    if (!focused.matches(':focus-visible')) problems.push('the focused element does not match :focus-visible');
    const ownBox = focused.getBoundingClientRect();
    const drawnByLabel = ownBox.width <= 1 || ownBox.height <= 1 || getComputedStyle(focused).opacity === '0';
    const host = drawnByLabel ? (focused.closest('label') ?? focused) : focused;
    // Running transitions first (a ring fading in, a floating button sliding in): the state a visitor ends up seeing.
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined)));

    const opaque = (colour: string) => colour.trim() !== '' && !/^rgba\(.*,\s*0\)$|^transparent$|\/\s*0\)$/.test(colour.trim());
    const style = getComputedStyle(host);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && opaque(style.outlineColor);
    const layers = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
    const ring = layers.some((layer) => {
      const match = /^(.*?)\s*(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px/.exec(layer.trim());
      return match !== null && Number(match[2]) === 0 && Number(match[3]) === 0 && Number(match[4]) === 0 && Number(match[5]) > 0 && opaque(match[1]!);
    });
    const thumbOutline = () => {
      if (!(host instanceof HTMLInputElement) || host.type !== 'range') return false;
      const rules: CSSStyleRule[] = [];
      const collect = (list: CSSRuleList) => {
        for (const rule of Array.from(list)) {
          if (rule instanceof CSSStyleRule) rules.push(rule);
          if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
      const resolve = (colour: string) => colour.replace(/var\((--[\w-]+)\)/g, (_, name: string) => getComputedStyle(host).getPropertyValue(name));
      return rules.some(
        (rule) =>
          parseFloat(rule.style.outlineWidth) > 0 &&
          rule.style.outlineStyle !== 'none' &&
          opaque(resolve(rule.style.outlineColor)) &&
          rule.selectorText
            .split(/,(?![^(]*\))/)
            .some(
              (selector) =>
                selector.includes('::-webkit-slider-thumb') && selector.includes(':focus') && host.matches(selector.replace('::-webkit-slider-thumb', '')),
            ),
      );
    };
    if (!outline && !ring && !thumbOutline()) problems.push(`no visible focus indicator (outline: ${style.outline}; box-shadow: ${style.boxShadow})`);

    const box = host.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth)
      problems.push('the focused element is outside the viewport');
    else {
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const seen = document.elementFromPoint(x, y);
      if (seen && !host.contains(seen) && !seen.contains(host))
        problems.push(`the focused element is covered by <${seen.tagName.toLowerCase()}> ${seen.textContent?.trim().slice(0, 40)}`);
    }
    return problems;
  });
}

/** Tab reaches `target`, which then shows a visible focus indicator. */
export async function reachWithTab(page: Page, target: Locator, limit?: number) {
  await tabTo(page, target, limit);
  await eventually(() => focusProblems(page)).toEqual([]);
}
