/**
 * The fonts the site in use serves itself (its definition's theme), cut down at build to its subset
 * (engine/prerender/vite-plugin-font-subsets.ts): their faces, which a page's loader adds once it has painted, and
 * @font-face rules.
 */
export { fallbackFontFaceCss, fontFaceCss, webFontFaces } from 'virtual:site-fonts';
