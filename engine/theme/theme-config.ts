import { footerTimeline } from './footer-timeline.ts';
import { choiceTabsRecipe } from './recipes/choice-tabs.ts';
import { disclosureRecipe } from './recipes/disclosure.ts';
import type { SiteTheme } from './site-theme.ts';

/**
 * A site's theme as the configuration both compilers take (Chakra's createSystem, Panda's preset): its own, plus the
 * UI kit's recipes (drawn with the theme's tokens only) and what the shell needs of the global styles. Plain data:
 * Panda's config loads it without loading Chakra.
 */
export function themeConfig({ theme, globalCss }: SiteTheme) {
  return {
    // The footer's view timeline reaches every element of the page, not only the footer's own.
    globalCss: { ...globalCss, body: { ...(globalCss.body as object), timelineScope: footerTimeline } },
    theme: { ...theme, slotRecipes: { ...theme.slotRecipes, disclosure: disclosureRecipe, choiceTabs: choiceTabsRecipe } },
  } satisfies Pick<SiteTheme, 'globalCss' | 'theme'>;
}
