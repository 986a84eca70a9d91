import { Heading, Stack, Text } from '@chakra-ui/react';
import { Island } from '../render/island.tsx';
import { ctaLinks } from '../ui-kit/CtaLink.styles.ts';
import { Section } from '../ui-kit/Section.tsx';
import type { Navigation } from '../schema/navigation.ts';
import { MissingPath } from './MissingPath.tsx';

const noProps = {};

/** The not-found page: static markup, and the island that reports the missing address. */
export function NotFound({ texts }: { texts: Navigation['notFound'] }) {
  return (
    <Section surface="muted" minH="60vh" display="flex" alignItems="center">
      <Stack align="center" textAlign="center" gap="5">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '6xl', md: '8xl' }} fontWeight="600" color="brand.solid" lineHeight="1">
          {texts.code}
        </Heading>
        <Text fontSize="xl" color="fg">
          {texts.message}
        </Text>
        <Text color="fg.muted">{texts.title}</Text>
        <a href="/" className={ctaLinks.primary.lg}>
          {texts.homeLabel}
        </a>
      </Stack>
      <Island component={MissingPath} props={noProps} />
    </Section>
  );
}
