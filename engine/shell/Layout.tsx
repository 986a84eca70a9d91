import { Box, ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { navigation, site } from 'virtual:site';
import type { LoadedRoute } from '../app/load-route.ts';
import { LazyIsland, shellIsland } from '../render/island.tsx';
import { PageBlocks } from '../render/PageBlocks.tsx';
import { StaticHtml } from '../render/StaticHtml.tsx';
import { BreadcrumbBar } from './BreadcrumbBar.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useScrollOnNavigation } from './use-scroll-on-navigation.ts';

const mainId = 'contenu';

// Logs the missing path in the browser: the one island of the not-found page.
const notFound = shellIsland(() => import('./NotFound.tsx').then((module) => module.NotFound));
const notFoundProps = { texts: navigation.notFound };

/** The site shell around every page: header, breadcrumb bar, the page's blocks, footer. */
export function Layout({ route, system }: { route: LoadedRoute; system: SystemContext }) {
  useScrollOnNavigation();
  const { pathname } = useLocation();
  const { data } = route;
  return (
    <ChakraProvider value={system}>
      <SkipLink target={mainId} />
      {/* Static: its menus are popovers, which need no script. Remounted on navigation: the current
          link moves and an open menu closes. */}
      <StaticHtml key={`header:${pathname}`}>
        <Header brandName={site.brand.name} header={navigation.header} />
      </StaticHtml>
      {data?.breadcrumbs && (
        <StaticHtml key={`breadcrumb:${pathname}`}>
          <BreadcrumbBar trail={data.breadcrumbs} label={navigation.breadcrumb.ariaLabel} />
        </StaticHtml>
      )}
      <Box as="main" id={mainId} tabIndex={-1} _focus={{ outline: 'none' }}>
        {data ? <PageBlocks data={data} components={route.components} /> : <LazyIsland island={notFound} props={notFoundProps} />}
      </Box>
      <Footer site={site} footer={navigation.footer} homeLabel={navigation.header.homeLabel} />
    </ChakraProvider>
  );
}
