import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Section } from '../ui-kit/Section.tsx';
import type { Navigation } from '../schema/navigation.ts';

export function NotFound({ texts }: { texts: Navigation['notFound'] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
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
        <Button asChild variant="primary" size="lg">
          <RouterLink to="/">{texts.homeLabel}</RouterLink>
        </Button>
      </Stack>
    </Section>
  );
}
