import { Box, ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { shell } from 'virtual:shell';
import { navigation, site } from 'virtual:site';
import type { LoadedRoute } from '../render/load-route.ts';
import { PageBlocks } from '../render/PageBlocks.tsx';
import { BreadcrumbBar } from './BreadcrumbBar.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NotFound } from './NotFound.tsx';
import { SkipLink } from './SkipLink.tsx';

/** The site shell around every page: header, breadcrumb bar, the page's blocks, footer. Rendered at build time only. */
export function Layout({ route, system }: { route: LoadedRoute; system: SystemContext }) {
  const { data } = route;
  return (
    <ChakraProvider value={system}>
      <SkipLink target={shell.ids.content} label={shell.labels.skipLink} />
      <Header brandName={site.brand.name} header={navigation.header} />
      {data?.breadcrumbs && <BreadcrumbBar trail={data.breadcrumbs} label={navigation.breadcrumb.ariaLabel} />}
      <Box as="main" id={shell.ids.content} tabIndex={-1} _focus={{ outline: 'none' }}>
        {data ? <PageBlocks data={data} components={route.components} /> : <NotFound texts={navigation.notFound} />}
      </Box>
      <Footer site={site} footer={navigation.footer} homeLabel={navigation.header.homeLabel} />
    </ChakraProvider>
  );
}
