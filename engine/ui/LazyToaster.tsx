import { lazy, Suspense } from 'react';
import { loadComponentRecipes } from '../theme/browser-system.ts';
import { useToasterWanted } from './notify.ts';

const Toaster = lazy(() => Promise.all([import('./toaster.tsx'), loadComponentRecipes()]).then(([module]) => ({ default: module.Toaster })));

/** The toaster, mounted with the first notice (it shows the notices created before it mounted). */
export function LazyToaster() {
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
