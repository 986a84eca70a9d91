import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledStylesCache } from '../../engine/prerender/compiled-styles-cache.ts';

let folder: string;
let module: string;
let recipe: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'compiled-styles-'));
  module = join(folder, 'Card.styles.ts');
  recipe = join(folder, 'recipe.js');
  writeFileSync(module, "export const card = cardRecipe({ tone: 'calm' });");
  writeFileSync(recipe, 'export const cardRecipe = () => "card--tone_calm";');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the compiled style modules kept between starts', () => {
  const code = 'export const card = "card--tone_calm";';

  it('gives back what was compiled, and the files it was made from, while none of them changed', () => {
    const cache = compiledStylesCache(join(folder, 'cache'));
    expect(cache.read(module)).toBeUndefined();
    cache.write(module, code, [module, recipe]);
    expect(compiledStylesCache(join(folder, 'cache')).read(module)).toEqual({ code, files: [module, recipe] });
  });

  it('gives nothing once the module, or a file it imports, changed or is gone', () => {
    const cache = compiledStylesCache(join(folder, 'cache'));
    cache.write(module, code, [module, recipe]);
    writeFileSync(recipe, 'export const cardRecipe = () => "card--tone_loud";');
    expect(cache.read(module)).toBeUndefined();

    cache.write(module, code, [module, recipe]);
    writeFileSync(module, "export const card = cardRecipe({ tone: 'loud' });");
    expect(cache.read(module)).toBeUndefined();

    cache.write(module, code, [module, recipe]);
    rmSync(recipe);
    expect(cache.read(module)).toBeUndefined();
  });

  it('keeps each module apart', () => {
    const cache = compiledStylesCache(join(folder, 'cache'));
    cache.write(module, code, [module]);
    expect(cache.read(recipe)).toBeUndefined();
  });
});
