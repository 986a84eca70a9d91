import { Box, Grid, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { CtaButton } from '../../engine/ui-kit/CtaButton.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import type { HeroProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';
import { Picture } from '../../engine/ui-kit/Picture.tsx';

/** The opening band of a page: its h1, promise and main calls to action. */
export default function Hero({ id, surface = 'dark', eyebrow, title, subtitle, primaryCta, secondaryCta, highlights, image }: HeroProps) {
  const dark = surface === 'dark';
  // At 50rem every title of the site breaks on the same words in Fraunces and in its fallback, on a desktop: at 48rem
  // the home page's took a third line once Fraunces arrived (CLS 0.016 at 1440 px). The widths measured are in
  // bench/RESULTS.md, "Fonts: the swap's layout shift".
  const text = (
    <Stack gap="7" maxW="50rem" position="relative">
      {eyebrow && (
        <Text textStyle="eyebrow" color={dark ? 'accent.300' : 'accent.fg'}>
          {eyebrow}
        </Text>
      )}
      <Heading as="h1" fontFamily="heading" fontWeight="500" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.08" letterSpacing="-0.02em" color="inherit">
        {title}
      </Heading>
      <Text fontSize={{ base: 'lg', md: 'xl' }} color={dark ? 'fg.invertedMuted' : 'fg.muted'} maxW="2xl">
        <InlineText text={subtitle} />
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
        <CtaButton cta={primaryCta} />
        {secondaryCta && <CtaButton cta={secondaryCta} emphasis="secondary" />}
      </Stack>
      {highlights.length > 0 && (
        <List.Root as="ul" variant="plain" display="flex" flexDirection="row" flexWrap="wrap" gap={{ base: '3', md: '6' }} pt="2">
          {highlights.map((item) => (
            <List.Item key={item} fontSize="sm" color={dark ? 'fg.invertedMuted' : 'fg.muted'}>
              <HStack gap="2">
                <Check size={16} aria-hidden="true" color="var(--chakra-colors-accent-400)" />
                <span>{item}</span>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
  return (
    <Section
      id={id}
      surface={surface}
      py={{ base: '16', md: '28' }}
      overflow="hidden"
      width="7xl"
      backdrop={
        <Box
          aria-hidden="true"
          position="absolute"
          inset="0"
          pointerEvents="none"
          opacity={dark ? 1 : 0.6}
          bgImage={
            dark
              ? 'radial-gradient(60rem 30rem at 85% -10%, rgba(192, 138, 53, 0.22), transparent 60%), radial-gradient(40rem 30rem at -10% 110%, rgba(82, 113, 159, 0.35), transparent 60%)'
              : 'radial-gradient(50rem 25rem at 90% 0%, rgba(192, 138, 53, 0.14), transparent 60%)'
          }
        />
      }
    >
      {image ? (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1.1fr) minmax(0, 1fr)' }} gap={{ base: '12', lg: '16' }} alignItems="center" position="relative">
          {text}
          {/* The largest image at the top: fetched first. In the brand's card frame, lifted off the band. */}
          <Box maxW="36rem" w="full" justifySelf="center" borderRadius="card" overflow="hidden" boxShadow="cardHover">
            <Picture image={image} priority />
          </Box>
        </Grid>
      ) : (
        text
      )}
    </Section>
  );
}
