import { Box, Container, HStack, Link } from '@chakra-ui/react';
import { shell } from 'virtual:shell';
import { SiteAnchor } from '../links/SiteAnchor.tsx';
import type { Navigation } from '../schema/navigation.ts';
import { CtaLink } from '../ui-kit/CtaLink.tsx';
import { LogoLink } from './LogoLink.tsx';
import { MobileMenuPanel, MobileMenuToggle } from './MobileMenu.tsx';
import { ResourcesMenu } from './ResourcesMenu.tsx';
import { useCurrentPage } from './use-current-path.ts';

interface HeaderProps {
  brandName: string;
  header: Navigation['header'];
}

/**
 * The site's header: static markup whose two menus are popovers, closed when an entry is chosen
 * (engine/shell/popover-closes-on-choice.ts, in the document's head).
 */
export function Header({ brandName, header }: HeaderProps) {
  const currentPage = useCurrentPage();

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container maxW="7xl" px={{ base: '5', md: '8' }} display="flex" alignItems="center" gap="4" h="72px">
        <LogoLink name={brandName} label={header.homeLabel} />
        <HStack as="nav" aria-label={shell.labels.mainNavigation} gap="0.5" ms="auto" hideBelow="xl">
          {header.links.map((item) => (
            <NavLink key={item.label} item={item} current={currentPage(item.href)} />
          ))}
          <ResourcesMenu resources={header.resources} />
          {header.afterResources.map((item) => (
            <NavLink key={item.label} item={item} current={currentPage(item.href)} />
          ))}
        </HStack>
        <HStack gap="2" hideBelow="md" ms={{ base: 'auto', xl: '4' }}>
          <CtaLink cta={header.secondaryCta} emphasis="secondary" size="sm" />
          <CtaLink cta={header.primaryCta} size="sm" />
        </HStack>
        <MobileMenuToggle header={header} />
      </Container>
      <MobileMenuPanel header={header} />
    </Box>
  );
}

function NavLink({ item, current }: { item: Navigation['header']['links'][number]; current: 'page' | undefined }) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      fontSize="sm"
      fontWeight="500"
      color="fg"
      borderRadius="md"
      textDecoration="none"
      _hover={{ color: 'accent.fg', textDecoration: 'none' }}
      _currentPage={{ color: 'accent.fg' }}
    >
      <SiteAnchor link={item.href} aria-current={current}>
        {item.label}
      </SiteAnchor>
    </Link>
  );
}
