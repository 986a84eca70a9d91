import type { Locator } from 'playwright-core';

/**
 * Brings the part of the page holding `locator` into view and points at it, as a visitor reaching
 * for it would, and waits until it is live: interactive parts hydrate only then (see the block
 * registry). For a test that fills a form faster than anyone types.
 */
export async function whenLive(locator: Locator): Promise<void> {
  await locator.first().scrollIntoViewIfNeeded();
  await locator.first().hover();
  await locator.page().locator('[data-deferred="ready"]', { has: locator.first() }).first().waitFor({ state: 'attached' });
}
