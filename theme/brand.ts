import type { SiteTheme } from '../engine/theme/site-theme.ts';
import { fonts, fontTokens } from './fonts.ts';
import { palette } from './palette.ts';
import { buttonRecipe } from './recipes/button.ts';
import { cardRecipe } from './recipes/card.ts';
import { linkRecipe } from './recipes/link.ts';

// The brand, written once as plain data (no Chakra at run time): deep navy, warm brass accent, ivory paper; serif
// headings over a sober sans. site.config.ts gives it to the engine, which renders the pages with it through Chakra
// and compiles the islands' classes from it through Panda (panda.config.ts); both read one set of values.

/** The page's global styles. Chakra alone writes them into every prerendered page; Panda leaves them out. */
const globalCss = {
  html: {
    colorPalette: 'brand',
    scrollBehavior: 'smooth',
    // An anchor lands below the sticky header (72 px high).
    scrollPaddingTop: '88px',
    // Room under what the keyboard focuses: the floating booking button's height and margin, and an answer
    // still unfolding above it (Enter then Tab at once) pushes it down without taking it off screen.
    scrollPaddingBottom: '6rem',
    '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  },
  body: { bg: 'bg', color: 'fg', fontFamily: 'body', lineHeight: '1.65' },
  '::selection': { bg: 'accent.200', color: 'brand.950' },
} satisfies SiteTheme['globalCss'];

/** Palette, fonts, text styles, focus ring, button, link and card variants, on top of Chakra's theme. */
const theme = {
  tokens: {
    colors: palette,
    fonts: fontTokens,
    radii: { card: { value: '1rem' } },
    shadows: {
      card: { value: '0 1px 2px rgba(11, 27, 51, 0.06), 0 8px 24px -12px rgba(11, 27, 51, 0.18)' },
      cardHover: { value: '0 2px 4px rgba(11, 27, 51, 0.08), 0 18px 40px -16px rgba(11, 27, 51, 0.28)' },
    },
  },
  semanticTokens: {
    colors: {
      bg: {
        DEFAULT: { value: '{colors.ivory.50}' },
        muted: { value: '{colors.ivory.100}' },
        panel: { value: 'white' },
        inverted: { value: '{colors.brand.950}' },
      },
      fg: {
        DEFAULT: { value: '{colors.brand.950}' },
        muted: { value: '{colors.slate.600}' },
        inverted: { value: '{colors.ivory.50}' },
        invertedMuted: { value: '{colors.slate.300}' },
        // Chakra's red.500 reads at 3.8:1 on white: form errors are small text, AA asks 4.5:1 (red.700: 6.5:1).
        error: { value: '{colors.red.700}' },
      },
      // White on Chakra's green.600 and orange.600 (3.3 to 3.7:1) is too faint for badge and chip text: one shade
      // darker reaches AA (5.0:1 and more).
      green: { solid: { value: '{colors.green.700}' } },
      orange: { solid: { value: '{colors.orange.700}' } },
      border: { DEFAULT: { value: '{colors.ivory.200}' } },
      // `border` is the outline button's border (Chakra's recipe reads it, and `muted` only where a palette lacks
      // it): the muted shade, as the brand's buttons have always shown it.
      brand: {
        solid: { value: '{colors.brand.900}' },
        contrast: { value: 'white' },
        fg: { value: '{colors.brand.800}' },
        muted: { value: '{colors.brand.100}' },
        border: { value: '{colors.brand.100}' },
        subtle: { value: '{colors.brand.50}' },
        emphasized: { value: '{colors.brand.200}' },
        focusRing: { value: '{colors.accent.500}' },
      },
      accent: {
        solid: { value: '{colors.accent.500}' },
        contrast: { value: '{colors.brand.950}' },
        fg: { value: '{colors.accent.700}' },
        muted: { value: '{colors.accent.100}' },
        border: { value: '{colors.accent.100}' },
        subtle: { value: '{colors.accent.50}' },
        emphasized: { value: '{colors.accent.200}' },
        focusRing: { value: '{colors.accent.500}' },
      },
    },
  },
  keyframes: {
    // Rising from below the bottom edge of the screen: a floating button coming into view.
    'float-in': { from: { opacity: '0', transform: 'translateY(150%)' }, to: { opacity: '1', transform: 'none' } },
  },
  layerStyles: {
    // The ring around what the keyboard focuses (`layerStyle: 'focusRing'`); buttons and links draw Chakra's, 2 px wide.
    focusRing: { value: { outline: '3px solid', outlineColor: 'accent.solid', outlineOffset: '2px' } },
  },
  textStyles: {
    // Small capitals above a title: section eyebrows (sm) and card or step labels (xs).
    eyebrow: { value: { fontFamily: 'capitals', fontSize: 'sm', fontWeight: '700', letterSpacing: '0.12em', textTransform: 'uppercase' } },
    label: { value: { fontFamily: 'capitals', fontSize: 'xs', fontWeight: '700', letterSpacing: '0.1em', textTransform: 'uppercase' } },
  },
  recipes: { button: buttonRecipe, link: linkRecipe },
  slotRecipes: { card: cardRecipe },
} satisfies SiteTheme['theme'];

/** This site's brand, as site.config.ts gives it to the engine. */
export const brand = {
  theme,
  globalCss,
  fonts,
  // The navy of the header's buttons and the footer.
  themeColor: palette.brand[900].value,
} satisfies SiteTheme;
