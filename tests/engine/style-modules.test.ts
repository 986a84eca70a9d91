import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { styleModule } from '../../engine/prerender/vite-plugin-compiled-styles.ts';

const sources = ['engine', 'blocks'].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(root, file)),
);
const importing = (pattern: RegExp) => sources.filter((file) => pattern.test(readFileSync(file, 'utf8')));

// A style helper (`panel-style.ts`) holds style objects or functions that only style modules call.
const styleHelper = /-style\.ts$/;

describe('Panda runs at build time only', () => {
  it('only style modules (*.styles.ts) and their helpers import styled-system: no component ships Panda’s runtime', () => {
    expect(importing(/from '(?:\.\.\/)+styled-system\//).filter((file) => !styleModule.test(file) && !styleHelper.test(file))).toEqual([]);
  });

  it('a style helper is imported by style modules only', () => {
    expect(importing(/from '[^']+-style\.ts'/).filter((file) => !styleModule.test(file) && !styleHelper.test(file))).toEqual([]);
  });
});
