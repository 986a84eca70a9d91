import { useSyncExternalStore } from 'react';
import type { CreateToasterReturn } from '@chakra-ui/react';

export type Notice = Parameters<CreateToasterReturn['create']>[0];

let toasterWanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a notice in the site's toaster. The toaster's code is downloaded with the first notice, not
 * with the page: most visits never see one.
 */
export async function notify(notice: Notice): Promise<void> {
  const { toaster } = await import('./toaster.tsx');
  toaster.create(notice);
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
}

/** Whether a notice was ever shown, i.e. whether the toaster must be on the page. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
}
