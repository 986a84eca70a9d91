import { Box, Container, Grid, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { FooterIsland } from 'virtual:shell-islands';
import { shell } from 'virtual:shell';
import { SiteAnchor } from '../links/SiteAnchor.tsx';
import { Island } from '../render/island.tsx';
import type { Navigation } from '../schema/navigation.ts';
import type { Site } from '../schema/site.ts';
import { footerTimeline } from '../theme/footer-timeline.ts';
import { CtaLink } from '../ui-kit/CtaLink.tsx';
import { LogoLink } from './LogoLink.tsx';

interface FooterProps {
  site: Site;
  footer: Navigation['footer'];
  homeLabel: string;
}

/** The footer: static markup around its one island, which the site defines (its definition's shell.footerIsland). */
export function Footer({ site, footer, homeLabel }: FooterProps) {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.950" color="fg.inverted" pt={{ base: '14', md: '20' }} pb="8" css={{ viewTimelineName: footerTimeline }}>
      <Container maxW="7xl" px={{ base: '5', md: '8' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: '12', lg: '20' }}>
          <Stack gap="5" maxW="xl">
            <LogoLink name={site.brand.name} label={homeLabel} inverted />
            <Heading as="h2" fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="500" color="fg.inverted">
              {footer.contactTitle}
            </Heading>
            <Text color="fg.invertedMuted">{footer.contactText}</Text>
            <Text color="fg.invertedMuted">
              <Link href={`mailto:${site.contact.email}`} color="accent.300" textDecoration="underline" textUnderlineOffset="3px">
                {site.contact.email}
              </Link>
              {` · ${site.brand.city}, ${site.brand.region}`}
            </Text>
            <Box>
              <CtaLink cta={footer.cta} dark />
            </Box>
          </Stack>
          <Island component={FooterIsland} props={footer.form} />
        </Grid>
        <Separator my={{ base: '10', md: '14' }} borderColor="whiteAlpha.200" />
        <Grid as="nav" aria-label={shell.labels.siteMap} templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="8">
          {footer.columns.map((column) => (
            <Stack key={column.title} gap="3">
              <Heading as="h2" textStyle="eyebrow" color="accent.300">
                {column.title}
              </Heading>
              <Stack as="ul" gap="2" listStyleType="none">
                {column.links.map((item) => (
                  <li key={item.label}>
                    <Link asChild fontSize="sm" color="fg.invertedMuted" _hover={{ color: 'white' }}>
                      <SiteAnchor link={item.href}>{item.label}</SiteAnchor>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
        </Grid>
        <Separator my="8" borderColor="whiteAlpha.200" />
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3" fontSize="sm" color="fg.invertedMuted">
          <Text>
            © {year} {site.legal.companyName} · {site.legal.tradeRegister} · {site.brand.city}
          </Text>
          <Stack direction="row" gap="5">
            {footer.bottomLinks.map((item) => (
              <Link key={item.label} asChild color="fg.invertedMuted" _hover={{ color: 'white' }}>
                <SiteAnchor link={item.href}>{item.label}</SiteAnchor>
              </Link>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
