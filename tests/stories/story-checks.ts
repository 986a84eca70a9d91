import { defaultConfig } from '@chakra-ui/react';
import { afterEach, beforeEach, expect, vi, type MockInstance, type TestContext } from 'vitest';
import { system } from '../../engine/theme/system.ts';
import type { ConsoleErrorsParameter } from '../../stories/fixtures/console-errors.ts';

/**
 * What every story must also hold to, beyond rendering, its play function and addon-a11y's axe check (which
 * @storybook/addon-vitest runs): some text, a clean console, and every Chakra recipe it needs.
 * Setup file of the `storybook` project of vitest.config.ts, run in the browser around each story's test.
 */

/** The story @storybook/addon-vitest puts on the test context, with the parameters it ran with. */
type StoryTestContext = TestContext & { story?: { parameters: ConsoleErrorsParameter } };

// Chakra renders a component whose recipe the system lacks without any style and without a word:
// every recipe Chakra's full theme has for a component the stories render must be in ours.
const chakraRecipes = new Set([...Object.keys(defaultConfig.theme?.recipes ?? {}), ...Object.keys(defaultConfig.theme?.slotRecipes ?? {})]);

let consoleError: MockInstance<typeof console.error>;
let unregisteredRecipes: Set<string>;

beforeEach(() => {
  // Still printed: a failing story shows what it logged.
  consoleError = vi.spyOn(console, 'error');
  unregisteredRecipes = new Set();
  const getRecipeFn = system.getRecipeFn.bind(system);
  const getSlotRecipeFn = system.getSlotRecipeFn.bind(system);
  vi.spyOn(system, 'getRecipeFn').mockImplementation((key, fallback) => {
    if (chakraRecipes.has(key) && !system.getRecipe(key)) unregisteredRecipes.add(key);
    return getRecipeFn(key, fallback);
  });
  vi.spyOn(system, 'getSlotRecipeFn').mockImplementation((key, fallback) => {
    if (chakraRecipes.has(key) && !system.getSlotRecipe(key)) unregisteredRecipes.add(key);
    return getSlotRecipeFn(key, fallback);
  });
});

afterEach((context: StoryTestContext) => {
  vi.restoreAllMocks();
  if (!context.story) return;

  expect(document.body.textContent?.trim(), 'the story rendered no text').not.toBe('');

  const logged = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  const expected = context.story.parameters.expectedConsoleErrors ?? [];
  for (const start of expected) {
    expect(
      logged.some((message) => message.startsWith(start)),
      `console.error "${start}…" was not logged`,
    ).toBe(true);
  }
  // React's act(), key, prop-type and hydration warnings all arrive through console.error.
  expect(logged.filter((message) => !expected.some((start) => message.startsWith(start)))).toEqual([]);
  expect([...unregisteredRecipes], 'recipes missing from engine/theme/chakra-theme.ts').toEqual([]);
});
