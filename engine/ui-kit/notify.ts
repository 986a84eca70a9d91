import type { CreateToasterReturn } from '@ark-ui/react/toast';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

export type Notice = Parameters<CreateToasterReturn['create']>[0];

let mounted: Promise<typeof import('./toaster.tsx')> | undefined;

/** The toaster, in a React root of its own at the end of the page, once. */
function toasterModule(): Promise<typeof import('./toaster.tsx')> {
  mounted ??= import('./toaster.tsx').then((module) => {
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(createElement(module.Toaster));
    return module;
  });
  return mounted;
}

/**
 * Shows a notice in the site's toaster. The toaster's code is downloaded and mounted with the first notice, not
 * with the page: most visits never see one. It shows the notices created before it rendered.
 */
export async function notify(notice: Notice): Promise<void> {
  const { toaster } = await toasterModule();
  toaster.create(notice);
}
