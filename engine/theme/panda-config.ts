import chakraPreset from '@chakra-ui/panda-preset';
import { defaultConditions } from '@chakra-ui/react/preset-base';
import { defineConfig, definePreset, type Preset } from '@pandacss/dev';
import { lightValuesOnly } from './light-values-only.ts';
import { pandaSources } from './panda-sources.ts';
import { withReadableDisabledLabel } from './recipes/readable-disabled-label.ts';
import type { SiteTheme } from './site-theme.ts';
import { siteTheme } from './site-tokens.ts';
import { themeConfig } from './theme-config.ts';
import { withoutLayer } from './without-layer.ts';

const presetSiteTheme = siteTheme(chakraPreset.theme ?? {});

const chakra = definePreset({
  ...chakraPreset,
  // Chakra's global styles are in every prerendered page already.
  globalCss: {},
  // Chakra's own conditions: Panda's `_hover` matches a disabled button and its `_invalid` an empty required
  // field (`:invalid`), Chakra's do not. The recipes must select what they select on the pages.
  conditions: { extend: { ...chakraPreset.conditions?.extend, ...defaultConditions } },
  // The tokens the site uses, as Chakra's (site-tokens.ts), and no dark mode (light-values-only.ts).
  theme: {
    ...presetSiteTheme,
    semanticTokens: lightValuesOnly(presetSiteTheme.semanticTokens ?? {}),
    // The field as Chakra renders the pages with it (chakra-theme.ts): a disabled label stays readable.
    slotRecipes: { ...chakraPreset.theme?.slotRecipes, field: withReadableDisabledLabel(chakraPreset.theme!.slotRecipes!.field!) },
  },
});

/**
 * Panda's configuration for a site (its root's panda.config.ts): the islands' styles compiled at build time from the
 * brand its definition gives, the one Chakra renders its pages with: same tokens, same CSS variables, same recipes.
 * The reset, the global styles and the token variables are the prerendered page's, written by Chakra; Panda adds
 * only the classes its islands use.
 */
export function pandaConfigOf(site: { theme: SiteTheme }) {
  return defineConfig({
    // The brand over Chakra's theme, with the UI kit's recipes, deep-merged as createSystem merges it.
    presets: [chakra, definePreset({ name: 'brand', theme: { extend: themeConfig(site.theme).theme as Preset['theme'] } })],
    // Chakra's reset is in every prerendered page: one reset.
    preflight: false,
    // Chakra's cssVarsPrefix and cssVarsRoot (chakra-theme.ts): a token is the same variable for both.
    prefix: { cssVar: 'chakra' },
    cssVarRoot: ':where(html, .chakra-theme)',
    include: pandaSources(),
    outdir: 'styled-system',
    // Islands import the files themselves (`styled-system/css/index.js`, typed by index.d.ts beside it): Vite's config
    // loader, which bundles the footer's island with vite.config.ts, warns on directory imports.
    outExtension: 'js',
    jsxFramework: 'react',
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
