// @vitest-environment jsdom
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import type { ConsoleErrorsParameter } from '../../stories/fixtures/console-errors.ts';
import { runStory, testEveryStory } from './story-files.ts';

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const loggedErrors = () => consoleError.mock.calls.map((args) => args.map(String).join(' '));

testEveryStory('renders content and logs no error', async (story) => {
  // Axe runs in stories-a11y.test.tsx; here the addon's check is switched off to keep this suite fast.
  const canvas = await runStory(story, { globals: { ...story.globals, a11y: { manual: true } } });

  expect(canvas.textContent?.trim()).not.toBe('');
  const expected = (story.parameters as ConsoleErrorsParameter).expectedConsoleErrors ?? [];
  const isExpected = (message: string) => expected.some((start) => message.startsWith(start));
  const logged = loggedErrors();
  for (const start of expected) {
    expect(logged.some((message) => message.startsWith(start)), `console.error "${start}…" was not logged`).toBe(true);
  }
  // React's act(), key, prop-type and hydration warnings all arrive through console.error.
  expect(logged.filter((message) => !isExpected(message))).toEqual([]);
});
