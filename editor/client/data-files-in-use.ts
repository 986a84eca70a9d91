import { useSyncExternalStore } from 'react';
import { dataFiles } from 'virtual:site-definition';
import type { DataFiles } from '../../engine/site/schema-context.ts';

// The checks the editor runs as the person types read the site's data files (a block naming data/values.json parses
// its content). The page loaded them with the site's definition (virtual:site-definition); a data file changed
// since, by hand or in another tab (one mended, one emptied), is read again (dev-backend.ts) and kept here, and the
// checks are built with it, so that they say what the build would say now, without reloading over a draft. The hosted
// editor keeps here the data files as they will be published (hosted/hosted-backend.ts).

let reread: DataFiles | undefined;
const listeners = new Set<() => void>();

/** The data files the checks read from now on. */
export function showDataFiles(data: DataFiles): void {
  reread = data;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The site's data files as last read: those the page loaded with, then a new value each time they are read again. */
export const useDataFilesInUse = (): DataFiles => useSyncExternalStore(subscribe, () => reread ?? dataFiles);
