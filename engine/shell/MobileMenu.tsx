import { Box, Button, Collapsible, Container, IconButton, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { SiteAnchor } from '../links/SiteAnchor.tsx';
import type { Navigation } from '../schema/navigation.ts';

type Header = Navigation['header'];

export function MobileMenuToggle({ open, header }: { open: boolean; header: Header }) {
  return (
    <Collapsible.Trigger asChild>
      <IconButton hideFrom="xl" ms={{ base: 'auto', md: '0' }} variant="ghost" aria-label={open ? header.menuCloseLabel : header.menuOpenLabel}>
        {open ? <X aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
      </IconButton>
    </Collapsible.Trigger>
  );
}

/** The same links as the desktop bar, stacked. */
export function MobileMenuPanel({ header }: { header: Header }) {
  return (
    <Collapsible.Content hideFrom="xl">
      <Box borderTopWidth="1px" borderColor="border" bg="bg" maxH="calc(100dvh - 72px)" overflowY="auto">
        <Container maxW="7xl" px={{ base: '5', md: '8' }} py="4">
          <Stack as="nav" aria-label="Navigation mobile" gap="1">
            {header.links.map((item) => (
              <MobileLink key={item.label} label={item.label} link={item.href} />
            ))}
            <Text px="3" pt="3" pb="1" textStyle="label" color="fg.muted">
              {header.resources.label}
            </Text>
            {header.resources.items.map((item) => (
              <MobileLink key={item.label} label={item.label} link={item.href} />
            ))}
            <Separator my="2" />
            {header.afterResources.map((item) => (
              <MobileLink key={item.label} label={item.label} link={item.href} />
            ))}
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="3">
              <Button asChild variant="outline" borderRadius="full" borderColor="brand.solid" color="brand.solid">
                <SiteAnchor link={header.testCta.href}>{header.testCta.label}</SiteAnchor>
              </Button>
              <Button asChild variant="primary">
                <SiteAnchor link={header.bookingCta.href}>{header.bookingCta.label}</SiteAnchor>
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </Collapsible.Content>
  );
}

function MobileLink({ label, link }: { label: string; link: Header['links'][number]['href'] }) {
  return (
    <Link asChild px="3" py="2.5" borderRadius="md" fontWeight="500" color="fg" textDecoration="none" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
      <SiteAnchor link={link}>{label}</SiteAnchor>
    </Link>
  );
}
