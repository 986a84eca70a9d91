import type { ImageLayout } from '../../engine/schema/image-renditions.ts';

// Where the blocks draw an image, as widths in CSS pixels and the `sizes` that tell the browser so (every `rem` is
// 16 px; a phone's page has 1.25rem of margin each side). A source must be twice the widest for a 2× screen.

/** Beside the text from 64rem (a column of 36rem at most), under it on narrower screens: the hero's image. */
export const besideText: ImageLayout = { maxWidth: 576, sizes: '(min-width: 40rem) 36rem, calc(100vw - 2.5rem)' };

/** In a text section's side column (about 30rem in the 72rem page), under the prose on narrower screens, 36rem at most. */
export const sideColumn: ImageLayout = { maxWidth: 576, sizes: '(min-width: 64rem) 30rem, (min-width: 40rem) 36rem, calc(100vw - 2.5rem)' };

/** In the text's column (48rem), or wide (72rem): a figure. */
export const textColumn: ImageLayout = { maxWidth: 768, sizes: '(min-width: 52rem) 48rem, calc(100vw - 2.5rem)' };
export const wideColumn: ImageLayout = { maxWidth: 1152, sizes: '(min-width: 76rem) 72rem, calc(100vw - 2.5rem)' };

/** At the top of a case study's card: a third of the page from 64rem, 36rem at most on narrower screens, inside the card's padding. */
export const inCard: ImageLayout = { maxWidth: 576, sizes: '(min-width: 64rem) 20rem, (min-width: 40rem) 36rem, calc(100vw - 5rem)' };

/** A round portrait or a client's mark beside a quote's signature: 4rem. */
export const portrait: ImageLayout = { maxWidth: 64, sizes: '4rem' };

/** A client's logo in a strip: 2.5rem high, 10rem wide at most. */
export const logo: ImageLayout = { maxWidth: 160, sizes: '10rem' };
