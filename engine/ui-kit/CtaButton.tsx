import { Box, Button, type BoxProps, type ButtonProps } from '@chakra-ui/react';
import { SiteAnchor } from '../links/SiteAnchor.tsx';
import type { Cta } from '../schema/link.ts';
import { ctaVariant, type CtaEmphasis } from './cta-variant.ts';
import { useSurface } from './Section.tsx';

/** A call to action from content, styled for the surface it sits on. */
export function CtaButton({ cta, emphasis = 'primary', size = 'lg' }: { cta: Cta; emphasis?: CtaEmphasis; size?: ButtonProps['size'] }) {
  const dark = useSurface() === 'dark';
  const variant = ctaVariant(emphasis, dark);
  const outline = variant === 'outline' ? { borderRadius: 'full', borderColor: 'brand.solid', color: 'brand.solid' } : {};
  return (
    <Button asChild variant={variant} size={size} {...outline}>
      <SiteAnchor link={cta.href}>{cta.label}</SiteAnchor>
    </Button>
  );
}

/** A block's optional call to action, on a line of its own (nothing when the content has none). */
export function BlockCta({ cta, size, ...line }: { cta: Cta | undefined; size?: ButtonProps['size'] } & BoxProps) {
  return cta ? (
    <Box {...line}>
      <CtaButton cta={cta} size={size} />
    </Box>
  ) : null;
}
