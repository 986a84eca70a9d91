import { useSyncExternalStore } from 'react';
import { dataFiles } from 'virtual:site-definition';
import { contentChangedEvent } from '../../engine/app/content-changed.ts';
import type { DataFiles } from '../../engine/site/schema-context.ts';
import { devBackend } from './dev-backend.ts';

// The checks the editor runs as the person types read the site's data files (a block naming data/values.json parses
// its content). The page loaded them with the site's definition (virtual:site-definition); a data file changed
// since, by hand or in another tab (one mended, one emptied), is read again and kept here, and the checks are built
// with it, so that they say what the build would say now, without reloading over a draft.

let reread: DataFiles | undefined;
let latest = 0;
const listeners = new Set<() => void>();

import.meta.hot?.on(contentChangedEvent, ({ file }) => {
  if (!file.startsWith('data/')) return;
  const asked = ++latest;
  void devBackend.readDataFilesNow().then((data) => {
    // Two changes in a row: only the answer to the last one counts.
    if (asked !== latest) return;
    showDataFiles(data);
  });
});

/** The data files the checks read from now on: the hosted editor's, as they will be published (hosted/hosted-backend.ts). */
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
