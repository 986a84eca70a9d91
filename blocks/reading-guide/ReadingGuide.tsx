import { Box, Container, HStack, Link } from '@chakra-ui/react';
import { SiteAnchor } from '../../engine/links/SiteAnchor.tsx';
import type { ReadingGuideProps } from './schema.ts';
import { useReadingPosition } from './use-reading-position.ts';

/** For long reads: a bar at the top of the window filling as the page is read, and a sticky table of contents. */
export default function ReadingGuide({ label, links }: ReadingGuideProps) {
  const { progress, section } = useReadingPosition(links.map((item) => item.href.href.slice(1)));
  return (
    <>
      {/* Decorative: the table of contents already tells assistive technologies where the reader is. */}
      <Box aria-hidden="true" position="fixed" top="0" insetX="0" h="3px" zIndex="banner" pointerEvents="none">
        <Box data-testid="reading-progress" h="full" bg="accent.solid" transformOrigin="left" style={{ transform: `scaleX(${progress / 100})` }} />
      </Box>
      <Box
        as="nav"
        aria-label={label}
        position="sticky"
        top="72px"
        zIndex="docked"
        bg="bg/95"
        backdropFilter="saturate(180%) blur(8px)"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <Container maxW="6xl" px={{ base: '5', md: '8' }}>
          <HStack as="ul" listStyleType="none" gap={{ base: '1', md: '2' }} py="2" overflowX="auto" justify={{ md: 'center' }}>
            {links.map((item) => {
              const current = item.href.href === `#${section}`;
              return (
                <li key={item.href.href}>
                  <Link
                    asChild
                    display="block"
                    whiteSpace="nowrap"
                    px="3"
                    py="1.5"
                    borderRadius="full"
                    fontSize="sm"
                    fontWeight="600"
                    textDecoration="none"
                    color={current ? 'brand.contrast' : 'fg.muted'}
                    bg={current ? 'brand.solid' : undefined}
                    _hover={{ color: current ? 'brand.contrast' : 'fg', bg: current ? 'brand.solid' : 'bg.muted' }}
                  >
                    <SiteAnchor link={item.href} aria-current={current ? 'location' : undefined}>
                      {item.label}
                    </SiteAnchor>
                  </Link>
                </li>
              );
            })}
          </HStack>
        </Container>
      </Box>
    </>
  );
}
