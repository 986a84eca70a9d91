// @vitest-environment jsdom
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { defaultConfig } from '@chakra-ui/react';
import { system } from '../../engine/theme/system.ts';
import type { ConsoleErrorsParameter } from '../../stories/fixtures/console-errors.ts';
import { runStory, testEveryStory } from './story-files.ts';

let consoleError: MockInstance<typeof console.error>;
// Chakra renders a component whose recipe the system lacks without any style and without a word:
// every recipe Chakra's full theme has for a component the stories render must be in ours.
const chakraRecipes = new Set([...Object.keys(defaultConfig.theme?.recipes ?? {}), ...Object.keys(defaultConfig.theme?.slotRecipes ?? {})]);
let unregisteredRecipes: Set<string>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
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
afterEach(() => vi.restoreAllMocks());

const loggedErrors = () => consoleError.mock.calls.map((args) => args.map(String).join(' '));

testEveryStory('renders content and logs no error', async (story) => {
  // Axe runs in stories-a11y.test.tsx; here the addon's check is switched off to keep this suite fast.
  const canvas = await runStory(story, { globals: { ...story.globals, a11y: { manual: true } } });

  expect(canvas.textContent?.trim()).not.toBe('');
  // A part still loading would update the story after this check, inside the next story's test.
  expect(canvas.querySelector('[data-deferred="waiting"]'), 'a deferred part is still loading').toBeNull();
  const expected = (story.parameters as ConsoleErrorsParameter).expectedConsoleErrors ?? [];
  const isExpected = (message: string) => expected.some((start) => message.startsWith(start));
  const logged = loggedErrors();
  for (const start of expected) {
    expect(logged.some((message) => message.startsWith(start)), `console.error "${start}…" was not logged`).toBe(true);
  }
  // React's act(), key, prop-type and hydration warnings all arrive through console.error.
  expect(logged.filter((message) => !isExpected(message))).toEqual([]);
  expect([...unregisteredRecipes], 'recipes missing from engine/theme/chakra-theme.ts').toEqual([]);
});
