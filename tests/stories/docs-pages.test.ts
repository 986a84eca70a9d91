import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildIndex } from 'storybook/internal/core-server';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks/registry.ts';

const root = resolve(import.meta.dirname, '../..');

// Storybook's own index of .storybook/main.ts, as `storybook build` makes it (index.json).
const entries = Object.values((await buildIndex({ configDir: resolve(root, '.storybook') })).entries);

/** The title of the stories whose meta's `component` is this file, e.g. "Blocks/Hero" for blocks/hero/Hero.tsx. */
const titleOf = (component: string) => entries.find((entry) => entry.type === 'story' && entry.componentPath === `./${component}`)?.title;

// A designer's page per block: the component's JSDoc as description, the props table from its (zod-inferred)
// type, every story. Autodocs makes it for every stories file whose meta names the component.
describe('docs pages', () => {
  it.each(Object.entries(blockRegistry).map(([type, entry]) => [type, `blocks/${entry.component}`]))('block "%s" (%s)', (_type, component) => {
    const title = titleOf(component);
    expect(title, `no stories file has \`component\` from ${component} in its meta`).toBeDefined();
    expect(
      entries.some((entry) => entry.type === 'docs' && entry.title === title),
      `no docs page for ${title}`,
    ).toBe(true);
    // What the docs page shows above the stories.
    expect(readFileSync(resolve(root, component), 'utf8'), `${component} has no JSDoc on its default export`).toMatch(/\*\/\nexport default function /);
  });
});
