import type { SystemContext } from '@chakra-ui/react';
import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { Document } from './Document.tsx';
import { loadRoute } from '../render/load-route.ts';

/** The page of the current route, rendered whole at build time (or by the dev server). */
export function App({ system }: { system: SystemContext }) {
  const { pathname } = useLocation();
  return <Document route={use(loadRoute(pathname))} system={system} />;
}
