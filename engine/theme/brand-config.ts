import { theme } from 'virtual:site-theme';
import { themeConfig } from './theme-config.ts';

/** The brand of the site in use (its definition's theme) as a Chakra config, for the editor's own system. */
export const brandConfig = themeConfig(theme);
