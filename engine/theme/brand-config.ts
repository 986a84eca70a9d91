import { defineConfig } from '@chakra-ui/react';
import { brandGlobalCss, brandTheme } from './brand.ts';

/** The brand (brand.ts) as a Chakra config, merged over Chakra's theme by createSystem. */
export const brandConfig = defineConfig({ globalCss: brandGlobalCss, theme: brandTheme });
