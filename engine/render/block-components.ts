import type { ComponentType } from 'react';
import { blockLoaders } from 'virtual:block-loaders';

/** One download per block type: React's `use` (the editor's preview) needs the same promise at each render. */
const downloads = new Map<string, Promise<ComponentType<never>>>();

async function download(type: string): Promise<ComponentType<never>> {
  const loader = blockLoaders[type];
  if (!loader) throw new Error(`No component registered for block type "${type}"`);
  return (await loader()).default;
}

/**
 * A block type's component, downloaded once; a failed download is forgotten, so that the next attempt retries.
 * Apart from the route table (load-route.ts): the editor's preview renders blocks of a draft, and has no use for
 * the site's pages.
 */
export function loadBlockComponent(type: string): Promise<ComponentType<never>> {
  let component = downloads.get(type);
  if (!component) {
    component = download(type);
    component.catch(() => downloads.delete(type));
    downloads.set(type, component);
  }
  return component;
}
