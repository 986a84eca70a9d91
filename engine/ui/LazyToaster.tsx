import { createDeferred, Deferred } from '../render/deferred.tsx';
import { useToasterWanted } from './notify.ts';

const toaster = createDeferred(() => import('./toaster.tsx').then((module) => module.Toaster));
const noProps = {};

/** The toaster, mounted with the first notice (it shows the notices created before it mounted). */
export function LazyToaster() {
  // Mounted after hydration, so it loads at once: the trigger never has to fire.
  return useToasterWanted() ? <Deferred component={toaster} props={noProps} trigger="intent" /> : null;
}
