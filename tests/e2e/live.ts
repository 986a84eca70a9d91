import type { Locator } from 'playwright-core';

/**
 * Brings the part of the page holding `locator` into view, as a visitor scrolling to it would, and
 * waits until it is live: interactive blocks and the newsletter form hydrate only as they near the
 * viewport. Clicks made earlier are replayed, but typing into a field must wait for this.
 */
export async function whenLive(locator: Locator): Promise<void> {
  await locator.first().scrollIntoViewIfNeeded();
  await locator.page().locator('[data-deferred="ready"]', { has: locator.first() }).first().waitFor({ state: 'attached' });
}
