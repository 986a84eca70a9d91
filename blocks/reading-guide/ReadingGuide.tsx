import { Box, Container, HStack, Link } from '@chakra-ui/react';
import { memo } from 'react';
import { SiteAnchor } from '../../engine/links/SiteAnchor.tsx';
import type { ReadingGuideProps } from './schema.ts';
import { useReadingPosition } from './use-reading-position.ts';

/**
 * For long reads: a bar at the top of the window filling as the page is read, and a sticky table of contents.
 * A scroll re-renders the bar; the table of contents only when the current section changes, and the current
 * link is an attribute that constant styles select on (no new class name to resolve and insert as it moves).
 */
export default function ReadingGuide({ label, links }: ReadingGuideProps) {
  const { progress, section } = useReadingPosition(links.map((item) => item.href.href.slice(1)));
  return (
    <>
      {/* Decorative: the table of contents already tells assistive technologies where the reader is. */}
      <Box aria-hidden="true" position="fixed" top="0" insetX="0" h="3px" zIndex="banner" pointerEvents="none">
        <Box data-testid="reading-progress" h="full" bg="accent.solid" transformOrigin="left" style={{ transform: `scaleX(${progress / 100})` }} />
      </Box>
      <Contents label={label} links={links} section={section} />
    </>
  );
}

const Contents = memo(function Contents({ label, links, section }: Pick<ReadingGuideProps, 'label' | 'links'> & { section: string | null }) {
  return (
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
                  color="fg.muted"
                  _hover={{ color: 'fg', bg: 'bg.muted' }}
                  css={{ '&[aria-current=location], &[aria-current=location]:hover': { color: 'brand.contrast', bg: 'brand.solid' } }}
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
  );
});
