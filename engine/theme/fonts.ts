/**
 * The fonts the site in use serves itself (its definition's theme), cut down at build to its subset
 * (engine/build/vite-plugin-font-subsets.ts): the files every page preloads, and their @font-face rules.
 */
export { fontFaceCss, fontFiles } from 'virtual:site-fonts';
