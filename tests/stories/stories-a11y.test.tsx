// @vitest-environment jsdom
import type { A11yParameters } from '@storybook/addon-a11y';
import type { Result } from 'axe-core';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { runStory, testEveryStory, type ComposedStory } from './story-files.ts';

/**
 * Axe rules whose verdict jsdom can't support, switched off here only: jsdom has no layout and no painting,
 * so it can't tell which colours end up behind a text. Storybook in Chromium keeps them (a11y panel, and
 * the real-browser suite).
 */
const rulesJsdomCannotJudge = ['color-contrast'];

/**
 * The story's own a11y parameters, plus what jsdom can't do: judge the rules above, or enter frames (axe
 * talks to a frame through postMessage to its window, which jsdom doesn't give. The only frames are
 * third-party forms, which axe can't enter in a browser either: they are cross-origin).
 */
function a11yForJsdom(story: ComposedStory): A11yParameters {
  const own = (story.parameters.a11y ?? {}) as A11yParameters;
  const disabled = Object.fromEntries(rulesJsdomCannotJudge.map((id) => [id, { enabled: false }]));
  return { ...own, options: { ...own.options, iframes: false, rules: { ...own.options?.rules, ...disabled } } };
}

const describeViolation = ({ id, impact, help, nodes }: Result) =>
  `${id} (${impact}): ${help}\n${nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n')}`;

// stories-render.test.tsx holds stories to a clean console; here it would only repeat what it says.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

testEveryStory('has no accessibility violation (axe, via addon-a11y)', async (story) => {
  await runStory(story, { parameters: { ...story.parameters, a11y: a11yForJsdom(story) } });

  // The addon's afterEach reports its axe run; `a11y: { test: 'error' }` makes a violation a failure.
  const reports = story.reporting.reports.filter((report) => report.type === 'a11y');
  const a11yOff = story.parameters.a11y?.disable === true || story.parameters.a11y?.test === 'off';
  expect(reports, 'addon-a11y produced no report').toHaveLength(a11yOff ? 0 : 1);
  for (const report of reports) {
    const { violations = [], error } = report.result as { violations?: Result[]; error?: unknown };
    expect(error, 'axe could not run').toBeUndefined();
    if (report.status === 'failed') expect(violations.map(describeViolation)).toEqual([]);
  }
});
