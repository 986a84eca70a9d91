import { LazyIsland, lazyComponent } from '../render/island.tsx';
import { useToasterWanted } from './notify.ts';

const toaster = lazyComponent(() => import('./toaster.tsx').then((module) => module.Toaster));
const noProps = {};

/** The toaster, mounted with the first notice (it shows the notices created before it mounted). */
export function LazyToaster() {
  return useToasterWanted() ? <LazyIsland island={toaster} props={noProps} /> : null;
}
