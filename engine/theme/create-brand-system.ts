import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { chakraTheme } from './chakra-theme.ts';
import type { SiteTheme } from './site-theme.ts';
import { themeConfig } from './theme-config.ts';

/**
 * A new system of a site's brand. Chakra memoises style objects per system regardless of key order, so a
 * system that rendered other pages may produce different class names than a browser rendering one:
 * the prerenderer makes one per page.
 */
export const createBrandSystem = (theme: SiteTheme) => createSystem(defaultBaseConfig, chakraTheme, themeConfig(theme));
