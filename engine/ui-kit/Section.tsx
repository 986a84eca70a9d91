import { Box, Container, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SurfaceContext, useSurface, type Surface } from './surface.ts';

/** Secondary text and emphasised text colours that stay readable on the current surface. */
export function useSurfaceText() {
  const dark = useSurface() === 'dark';
  return { muted: dark ? 'fg.invertedMuted' : 'fg.muted', strong: dark ? 'fg.inverted' : 'brand.700' } as const;
}

const surfaces: Record<Surface, BoxProps> = {
  light: { bg: 'bg', color: 'fg' },
  muted: { bg: 'bg.muted', color: 'fg' },
  dark: { bg: 'brand.900', color: 'fg.inverted' },
};

interface SectionProps extends Omit<BoxProps, 'id'> {
  id?: string | undefined;
  surface?: Surface | undefined;
  width?: '3xl' | '5xl' | '6xl' | '7xl';
  /** Decoration painted behind the whole band (not just the column). */
  backdrop?: ReactNode;
  children: ReactNode;
}

/** The frame of every block: a full-width band with its anchor id, background and centred column. */
export function Section({ id, surface = 'light', width = '6xl', backdrop, children, ...rest }: SectionProps) {
  return (
    <SurfaceContext value={surface}>
      <Box as="section" id={id} py={{ base: '14', md: '20' }} position="relative" {...surfaces[surface]} {...rest}>
        {backdrop}
        <Container maxW={width} px={{ base: '5', md: '8' }}>
          {children}
        </Container>
      </Box>
    </SurfaceContext>
  );
}
