import chakraPreset from '@chakra-ui/panda-preset';
import { defaultConditions } from '@chakra-ui/react/preset-base';
import { defineConfig, definePreset, type Preset } from '@pandacss/dev';
import { lightValuesOnly } from './light-values-only.ts';
import { withReadableDisabledLabel } from './recipes/readable-disabled-label.ts';
import type { SiteTheme } from './site-theme.ts';
import { siteTheme } from './site-tokens.ts';
import { themeConfig } from './theme-config.ts';
import { withoutLayer } from './without-layer.ts';

const chakraTheme = siteTheme(chakraPreset.theme ?? {});

// Chakra's theme as the pages are rendered with it (chakra-theme.ts): the tokens the site uses (site-tokens.ts), no
// dark mode, the field whose disabled label stays readable; no global styles, every prerendered page has them. And
// Chakra's conditions: Panda's `_hover` matches a disabled button and its `_invalid` an empty required field, Chakra's
// do not.
const chakra = definePreset({
  ...chakraPreset,
  globalCss: {},
  conditions: { extend: { ...chakraPreset.conditions?.extend, ...defaultConditions } },
  theme: {
    ...chakraTheme,
    semanticTokens: lightValuesOnly(chakraTheme.semanticTokens ?? {}),
    slotRecipes: { ...chakraPreset.theme?.slotRecipes, field: withReadableDisabledLabel(chakraPreset.theme!.slotRecipes!.field!) },
  },
});

/**
 * Panda's configuration for a site (its root's panda.config.ts): the classes of its islands' style modules, compiled
 * from the brand its definition gives, over Chakra's theme as createSystem merges it, with Chakra's variable names.
 * The reset, the global styles and the token variables are the prerendered page's, written by Chakra.
 */
export function pandaConfigOf(site: { theme: SiteTheme }) {
  return defineConfig({
    presets: [chakra, definePreset({ name: 'brand', theme: { extend: themeConfig(site.theme).theme as Preset['theme'] } })],
    preflight: false,
    prefix: { cssVar: 'chakra' },
    cssVarRoot: ':where(html, .chakra-theme)',
    // Only style modules and their helpers import styled-system (tests/engine/style-modules.test.ts): Panda would
    // otherwise match the static blocks' Chakra JSX (`<Button variant="accent">`) against its recipes.
    include: ['{engine,blocks}/**/{*.styles,*-style}.ts'],
    outdir: 'styled-system',
    // Islands import its files themselves (`styled-system/css/index.js`): Vite's config loader warns on directory imports.
    outExtension: 'js',
    // styled-system/ is in .gitignore already.
    gitignore: false,
    logLevel: 'warn',
    hooks: {
      // Every page defines the tokens' variables and keyframes already (Chakra's `tokens` layer, the same names and
      // values: tests/engine/panda-theme.test.ts); Panda's copy would add 29 KB to the stylesheet of every page.
      'cssgen:done': ({ artifact, content }) => (artifact === 'styles.css' ? withoutLayer(content, 'tokens') : undefined),
    },
  });
}
