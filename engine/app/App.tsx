import type { SystemContext } from '@chakra-ui/react';
import { use, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { system as browserSystem } from '../theme/system.ts';
import { Document } from './Document.tsx';
import { loadRoute, type LoadedRoute } from './load-route.ts';

/** Reads the current route (already loaded before hydration; loaded in a transition on navigation). */
export function App({ system = browserSystem }: { system?: SystemContext }) {
  const { pathname } = useLocation();
  // A hook for tests and scripts that must wait until the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Document route={use(loadRoute(pathname) as Promise<LoadedRoute>)} system={system} />;
}
