import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { routes } from 'virtual:routes';
import { loadRoute, normalizePath } from '../app/load-route.ts';
import { internalRouteTarget } from './internal-route-target.ts';

const staticLinks = '[data-static] a[href]';

function anchorOf(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(staticLinks) : null;
}

const isRoute = (pathname: string) => normalizePath(pathname) in routes;

/**
 * Links inside static markup (see StaticHtml) are plain prerendered anchors that React never hydrated: this gives
 * them what `SiteAnchor` gives hydrated ones, client-side navigation and prefetching on intent.
 */
export function useStaticLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event);
      const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (!anchor || event.defaultPrevented || modified) return;
      const target = internalRouteTarget(anchor, window.location, isRoute);
      if (!target) return;
      event.preventDefault();
      navigate(target);
    };
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event);
      const target = anchor && internalRouteTarget(anchor, window.location, isRoute);
      if (target) void loadRoute(new URL(target, window.location.origin).pathname);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [navigate]);
}
