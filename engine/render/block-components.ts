import type { ComponentType } from 'react';
import { blockLoaders } from 'virtual:block-loaders';
import { memoise } from './settled-promise.ts';

const blockComponents = memoise(async (type) => {
  const loader = blockLoaders[type];
  if (!loader) throw new Error(`No component registered for block type "${type}"`);
  return (await loader()).default;
});

/**
 * A block type's component, downloaded once. Apart from the route table (load-route.ts): the editor's preview
 * renders blocks of a draft, and has no use for the site's pages.
 */
export const loadBlockComponent = (type: string): Promise<ComponentType<never>> => blockComponents.get(type);
