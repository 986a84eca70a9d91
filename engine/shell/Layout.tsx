import { Box, ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { Suspense } from "react";
import { useLocation } from "react-router-dom";
import { navigation, site } from "virtual:site";
import type { LoadedRoute } from "../app/load-route.ts";
import { Deferred, deferredComponent } from "../render/deferred.tsx";
import { PageBlocks } from "../render/PageBlocks.tsx";
import { StaticHtml } from "../render/StaticHtml.tsx";
import { LazyToaster } from "../ui/LazyToaster.tsx";
import { BreadcrumbBar } from "./BreadcrumbBar.tsx";
import { Footer } from "./Footer.tsx";
import { SkipLink } from "./SkipLink.tsx";
import { useScrollOnNavigation } from "./use-scroll-on-navigation.ts";

const mainId = "contenu";

// The header's code (menus, their state machines) comes when the visitor reaches for it: until then
// its prerendered links work as they are.
const header = deferredComponent(() =>
  import("./Header.tsx").then((module) => module.Header),
);
const headerProps = { brandName: site.brand.name, header: navigation.header };
// Only the not-found page needs it.
const notFound = deferredComponent(() =>
  import("./NotFound.tsx").then((module) => module.NotFound),
);
const notFoundProps = { texts: navigation.notFound };

/** The site shell around every page: header, breadcrumb bar, the page's blocks, footer. */
export function Layout({
  route,
  system,
}: {
  route: LoadedRoute;
  system: SystemContext;
}) {
  useScrollOnNavigation();
  const { pathname } = useLocation();
  const { data } = route;
  return (
    <ChakraProvider value={system}>
      <SkipLink target={mainId} />
      {/* Remounted on navigation: the current link moves and an open menu closes. */}
      <Deferred
        key={`header:${pathname}`}
        component={header}
        props={headerProps}
        trigger="intent"
      />
      {data?.breadcrumbs && (
        <StaticHtml key={`breadcrumb:${pathname}`}>
          <BreadcrumbBar
            trail={data.breadcrumbs}
            label={navigation.breadcrumb.ariaLabel}
          />
        </StaticHtml>
      )}
      <Box as="main" id={mainId} tabIndex={-1} _focus={{ outline: "none" }}>
        {data ? (
          <PageBlocks data={data} components={route.components} />
        ) : (
          <Deferred
            component={notFound}
            props={notFoundProps}
            trigger="visible"
          />
        )}
      </Box>
      <Suspense fallback={null}>
        <Footer
          site={site}
          footer={navigation.footer}
          homeLabel={navigation.header.homeLabel}
        />
      </Suspense>
      <LazyToaster />
    </ChakraProvider>
  );
}
