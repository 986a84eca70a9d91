import { Box, Container, IconButton, Link, Separator, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { Menu as MenuIcon, X, type LucideIcon } from 'lucide-react';
import { shell } from 'virtual:shell';
import { SiteAnchor } from '../links/SiteAnchor.tsx';
import type { Navigation } from '../schema/navigation.ts';
import { CtaLink } from '../ui-kit/CtaLink.tsx';

type Header = Navigation['header'];

const panelId = shell.ids.mobileMenu;
// What the toggle shows (and is called) follows the panel's state, through CSS alone.
const whenOpen = { display: 'none', [`header:has(#${panelId}:popover-open) &`]: { display: 'contents' } };
const whenClosed = { [`header:has(#${panelId}:popover-open) &`]: { display: 'none' } };

/** One face of the toggle, its icon and its name for screen readers; `state` is the CSS that shows it in one state of the panel only. */
function ToggleFace({ state, icon: Icon, label }: { state: BoxProps['css']; icon: LucideIcon; label: string }) {
  return (
    <Box as="span" css={state}>
      <Icon aria-hidden="true" />
      <Box as="span" srOnly>
        {label}
      </Box>
    </Box>
  );
}

export function MobileMenuToggle({ header }: { header: Header }) {
  return (
    <IconButton popoverTarget={panelId} hideFrom="xl" ms={{ base: 'auto', md: '0' }} variant="ghost">
      <ToggleFace state={whenClosed} icon={MenuIcon} label={header.menuOpenLabel} />
      <ToggleFace state={whenOpen} icon={X} label={header.menuCloseLabel} />
    </IconButton>
  );
}

/**
 * The same links as the desktop bar, stacked, in a popover under the header: the browser opens it from
 * the toggle and closes it on Escape or a click elsewhere, with no script.
 */
export function MobileMenuPanel({ header }: { header: Header }) {
  return (
    <Box
      id={panelId}
      popover="auto"
      hideFrom="xl"
      m="0"
      p="0"
      border="0"
      borderTopWidth="1px"
      borderColor="border"
      bg="bg"
      color="fg"
      boxShadow="cardHover"
      css={{ inset: '72px 0 auto 0', width: '100%', maxHeight: 'calc(100dvh - 72px)', overflowY: 'auto' }}
    >
      <Container maxW="7xl" px={{ base: '5', md: '8' }} py="4">
        <Stack as="nav" aria-label={shell.labels.mobileNavigation} gap="1">
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
            <CtaLink cta={header.secondaryCta} emphasis="secondary" size="md" />
            <CtaLink cta={header.primaryCta} size="md" />
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

function MobileLink({ label, link }: { label: string; link: Header['links'][number]['href'] }) {
  return (
    <Link asChild px="3" py="2.5" borderRadius="md" fontWeight="500" color="fg" textDecoration="none" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
      <SiteAnchor link={link}>{label}</SiteAnchor>
    </Link>
  );
}
