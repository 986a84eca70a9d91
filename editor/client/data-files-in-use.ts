import { useSyncExternalStore } from 'react';
import { contentChangedEvent } from '../../engine/app/content-changed.ts';
import { dataFilesInUse, type DataFilesInUse } from '../../engine/site/site-in-use.ts';
import { readDataFilesNow } from './api.ts';

// The checks the editor runs as the person types read the site's data files (a block naming data/values.json parses
// its content). The page loaded them once, with the site in use, which a page sets once (site-in-use.ts); a data file
// changed since, by hand or in another tab (one mended, one emptied), is read again and kept here, and the checks
// run with it (`withSiteInUse`), so that they say what the build would say now, without reloading over a draft.

let reread: DataFilesInUse | undefined;
let latest = 0;
const listeners = new Set<() => void>();

import.meta.hot?.on(contentChangedEvent, ({ file }) => {
  if (!file.startsWith('data/')) return;
  const asked = ++latest;
  void readDataFilesNow().then((data) => {
    // Two changes in a row: only the answer to the last one counts.
    if (asked !== latest) return;
    reread = data;
    for (const listener of listeners) listener();
  });
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The site's data files as last read: those the page loaded with, then a new value each time they are read again. */
export const useDataFilesInUse = (): DataFilesInUse => useSyncExternalStore(subscribe, () => reread ?? dataFilesInUse());
