import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { Document } from './Document.tsx';
import { loadRoute, type LoadedRoute } from './load-route.ts';

/** Reads the current route (already loaded before hydration; loaded in a transition on navigation). */
export function App() {
  const { pathname } = useLocation();
  return <Document route={use(loadRoute(pathname) as Promise<LoadedRoute>)} />;
}
