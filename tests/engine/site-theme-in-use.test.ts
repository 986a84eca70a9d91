import { describe, expect, it } from 'vitest';
import { system as systemInUse } from '../../engine/theme/system.ts';
import site from '../../site.config.ts';
import { system } from '../../theme/system.ts';

// The engine receives the site's theme through its definition, served as the `virtual:site-theme` module: the
// system it builds from it (the prerenderer's, the editor's, Storybook's) is the one the site's own module builds.
describe('the brand system of the site in use', () => {
  it('has the site’s tokens, global styles and recipes, the UI kit’s among them', () => {
    expect(systemInUse.getTokenCss()).toEqual(system.getTokenCss());
    expect(systemInUse.getGlobalCss()).toEqual(system.getGlobalCss());
    expect(systemInUse.getRecipe('button')).toEqual(system.getRecipe('button'));
    for (const name of ['card', 'disclosure', 'choiceTabs']) expect(systemInUse.getSlotRecipe(name), name).toEqual(system.getSlotRecipe(name));
    expect(systemInUse.getSlotRecipe('disclosure')).toBeDefined();
  });

  it('colours the browser’s UI with the navy of its palette', () => {
    expect(site.theme.themeColor).toBe(systemInUse.token('colors.brand.900'));
  });
});
