import type { ComponentType } from 'react';
import type { LoadedRoute } from './load-route.ts';
import type { RouteData } from './route-data.ts';
import type { Block } from '../schema/page.ts';

/** Renders a page's blocks in order, each as its component's markup, with the islands it renders inside itself. */
export function PageBlocks({ data, components }: { data: RouteData; components: LoadedRoute['components'] }) {
  return data.blocks.map((block, index) => {
    const Component = components[block.type] as ComponentType<Block> | undefined;
    if (!Component) throw new Error(`The component of the block "${block.type}" was not loaded with its route`);
    return <Component key={`${index}-${block.type}`} {...block} />;
  });
}
