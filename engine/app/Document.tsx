import type { SystemContext } from '@chakra-ui/react';
import { HelmetProvider } from 'react-helmet-async';
import { shell } from 'virtual:shell';
import { navigation } from 'virtual:site';
import { JsonLdScripts, SeoHead } from '../seo/SeoHead.tsx';
import { Layout } from '../shell/Layout.tsx';
import { popoverClosesOnChoice } from '../shell/popover-closes-on-choice.ts';
import { fallbackFontFaceCss, webFontFaces } from '../theme/fonts.ts';
import { jsonForScript } from '../seo/escape-markup.ts';
import { webFontsId } from './island-loader/web-fonts.ts';
import type { LoadedRoute } from '../render/load-route.ts';
import { speculationRules, viewTransitionCss } from './navigation-rules.ts';
import { siteIcon } from './site-icon.ts';

/**
 * The whole HTML document, rendered at build time: the page's title, meta tags, canonical link and JSON-LD
 * are inside <head> in the prerendered file.
 */
export function Document({ route, system }: { route: LoadedRoute; system: SystemContext }) {
  const head = route.data?.head;
  return (
    <html lang={shell.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={shell.themeColor} />
        <link rel="icon" href={siteIcon.href} type={siteIcon.type} />
        {/* No frame before the header is whole: on a busy phone the parser could yield mid-header, paint it without its
            last links, then move its navigation when they came (a layout shift). The page's content starts after it. */}
        <link rel="expect" href={`#${shell.ids.content}`} {...{ blocking: 'render' }} />
        {/* The text paints at once in the metric-matched fallbacks; the page's loader adds the self-hosted faces listed
            here once it has painted (engine/app/island-loader/load-after-paint.ts), and they swap in as they arrive. */}
        <style dangerouslySetInnerHTML={{ __html: fallbackFontFaceCss + viewTransitionCss }} />
        {webFontFaces.length > 0 && <script type="application/json" id={webFontsId} dangerouslySetInnerHTML={{ __html: jsonForScript(webFontFaces) }} />}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
        <script type="module" dangerouslySetInnerHTML={{ __html: popoverClosesOnChoice }} />
        <HelmetProvider>
          {head && route.data ? (
            <>
              <SeoHead head={head} />
              <JsonLdScripts entries={head.jsonLd} />
            </>
          ) : (
            <title>{`${navigation.notFound.title} · ${navigation.notFound.code}`}</title>
          )}
        </HelmetProvider>
      </head>
      <body>
        <Layout route={route} system={system} />
      </body>
    </html>
  );
}
