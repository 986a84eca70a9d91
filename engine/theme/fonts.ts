import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?subset';
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?subset';
import { frenchCodePoints, unicodeRange } from './french-characters.ts';

/**
 * Self-hosted variable fonts, cut down at build to French text and the weights the styles use
 * (engine/build/vite-plugin-font-subsets.ts): the files the prerendered pages preload.
 */
export const fontFiles = [interLatin, frauncesLatin];

const frenchRange = unicodeRange(frenchCodePoints);

// Fallback faces whose metrics are adjusted to the web fonts, so swapping them in moves no text. A heading
// set in a fallback narrower than Fraunces wraps onto fewer lines, and the swap then pushes the page down
// (CLS 0.021 on a phone when the fonts arrived after the first paint). 119 % is the size at which the most
// headings of the 25 pages keep their line count at 390 and 1440 px (699 of 710; 661 at the former 112 %).
export const fontFaceCss = `
@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${interLatin}) format('woff2-variations');unicode-range:${frenchRange}}
@font-face{font-family:'Fraunces Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${frauncesLatin}) format('woff2-variations');unicode-range:${frenchRange}}
@font-face{font-family:'Inter Fallback';src:local('Arial'),local('Liberation Sans'),local('Helvetica');ascent-override:90.2%;descent-override:22.48%;line-gap-override:0%;size-adjust:107.4%}
@font-face{font-family:'Fraunces Fallback';src:local('Times New Roman'),local('Liberation Serif'),local('Georgia');ascent-override:84%;descent-override:22%;line-gap-override:0%;size-adjust:119%}
`;
