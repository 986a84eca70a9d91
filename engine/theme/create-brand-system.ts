import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { brandConfig } from './brand-config.ts';
import { chakraTheme } from './chakra-theme.ts';

/**
 * A new brand system. Chakra memoises style objects per system regardless of key order, so a
 * system that rendered other pages may produce different class names than a browser rendering one:
 * the prerenderer makes one per page.
 */
export const createBrandSystem = () => createSystem(defaultBaseConfig, chakraTheme, brandConfig);
