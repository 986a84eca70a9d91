import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks/registry.ts';

// Sources of every stories file, by path from the repository root ("stories/Hero.stories.tsx").
const sources = Object.entries(import.meta.glob<string>('../../stories/**/*.stories.{ts,tsx}', { query: '?raw', import: 'default', eager: true })).map(
  ([path, source]) => ({ file: path.replace(/^(\.\.\/)+/, ''), source }),
);

/** Repository paths (without extension) of the relative modules a stories file imports. */
function importedModules(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(/^\s*import\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm)].map((match) => match[1]!);
  return specifiers.map((specifier) => posix.join(posix.dirname(file), specifier).replace(/\.[cm]?[jt]sx?$/, ''));
}

const withoutExtension = (path: string) => path.replace(/\.[cm]?[jt]sx?$/, '');
const storiesImporting = (module: string) =>
  sources.filter(({ file, source }) => importedModules(file, source).includes(withoutExtension(module))).map(({ file }) => file);

/** The shell around every page (engine/shell/Layout.tsx). */
const shellComponents = ['engine/shell/Header.tsx', 'engine/shell/Footer.tsx', 'engine/shell/BreadcrumbBar.tsx', 'engine/shell/NotFound.tsx'];

describe('stories coverage', () => {
  it('finds the stories files', () => {
    expect(sources.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(blockRegistry).map(([type, entry]) => [type, `blocks/${entry.component}`]))(
    'block "%s" has a stories file importing %s',
    (_type, component) => {
      expect(storiesImporting(component).length, `no file in stories/ imports ${component}`).toBeGreaterThan(0);
    },
  );

  it.each(shellComponents)('shell component %s has a stories file', (component) => {
    expect(storiesImporting(component).length, `no file in stories/ imports ${component}`).toBeGreaterThan(0);
  });
});

describe('importedModules', () => {
  it('resolves relative imports against the stories file, with or without extension, and skips packages', () => {
    const source = [
      "import type { Meta } from '@storybook/react-vite';",
      "import Hero from '../blocks/hero/Hero.tsx';",
      'import {',
      '  Quote,',
      "} from '../blocks/quote/Quote';",
      "import { ctas } from './fixtures/ctas.ts';",
    ].join('\n');
    expect(importedModules('stories/Hero.stories.tsx', source)).toEqual(['blocks/hero/Hero', 'blocks/quote/Quote', 'stories/fixtures/ctas']);
  });
});
