import type { SystemContext } from '@chakra-ui/react';
import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { browserSystem } from '../theme/browser-system.ts';
import { useStaticLinkNavigation } from '../links/use-static-link-navigation.ts';
import { Document } from './Document.tsx';
import { landingRoute, loadRoute } from './load-route.ts';

/** Reads the current route: the landing route while hydrating it, loaded in a transition on navigation. */
export function App({ system = browserSystem }: { system?: SystemContext }) {
  const { pathname } = useLocation();
  useStaticLinkNavigation();
  return <Document route={landingRoute(pathname) ?? use(loadRoute(pathname))} system={system} />;
}
