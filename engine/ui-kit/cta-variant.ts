export type CtaEmphasis = 'primary' | 'secondary';

/** The button variant of a call to action: the brand's on light surfaces, the accent's and outlined-light on dark ones. */
export function ctaVariant(emphasis: CtaEmphasis, dark: boolean) {
  if (emphasis === 'primary') return dark ? 'accent' : 'primary';
  return dark ? 'outlineLight' : 'outlineBrand';
}
