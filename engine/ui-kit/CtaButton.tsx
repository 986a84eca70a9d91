import { Box, type BoxProps } from '@chakra-ui/react';
import type { Cta } from '../schema/link.ts';
import type { CtaEmphasis } from './cta-variant.ts';
import { CtaLink } from './CtaLink.tsx';
import { useSurface } from './surface.ts';

/** A call to action from content, styled for the surface of the section it sits in (the link islands draw too). */
export function CtaButton({ cta, emphasis, size }: { cta: Cta; emphasis?: CtaEmphasis; size?: 'md' | 'lg' }) {
  return <CtaLink cta={cta} emphasis={emphasis} size={size} dark={useSurface() === 'dark'} />;
}

/** A block's optional call to action, on a line of its own (nothing when the content has none). */
export function BlockCta({ cta, size, ...line }: { cta: Cta | undefined; size?: 'md' | 'lg' } & BoxProps) {
  return cta ? (
    <Box {...line}>
      <CtaButton cta={cta} size={size} />
    </Box>
  ) : null;
}
