import { previewAddress } from '../own-addresses.ts';
import { useSyncExternalStore } from 'react';

/**
 * The editor's own addresses (under `base`) open in this document: from the page list to a page and back, the
 * address changes and the app shows what it opens, without loading the app again (on a phone at 4× CPU, loading it
 * again took over 2 s of the 3.5 s from signing in to a page's form: bench/RESULTS.md). A browser without the
 * Navigation API opens them as documents, as links do.
 */
export function openAddressesInDocument(window: Window & typeof globalThis, base: string): void {
  window.navigation?.addEventListener('navigate', (event) => {
    if (!event.canIntercept || event.hashChange || event.downloadRequest !== null || event.formData !== null) return;
    const url = new URL(event.destination.url);
    if (url.origin === window.location.origin && url.pathname.startsWith(base) && !url.pathname.startsWith(previewAddress(base))) event.intercept();
  });
}

const subscribe = (changed: () => void) => {
  window.navigation?.addEventListener('currententrychange', changed);
  return () => window.navigation?.removeEventListener('currententrychange', changed);
};
const currentAddress = () => `${window.location.pathname}${window.location.search}`;

/** The document's address, path and query, read again when it changes in this document. */
export function useCurrentAddress(): URL {
  return new URL(useSyncExternalStore(subscribe, currentAddress), window.location.origin);
}
