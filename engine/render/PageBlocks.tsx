import type { ComponentType } from 'react';
import type { LoadedRoute } from '../app/load-route.ts';
import type { RouteData } from '../app/route-data.ts';

/** Renders a page's blocks in order with the components its route loaded. */
export function PageBlocks({ data, components }: { data: RouteData; components: LoadedRoute['components'] }) {
  return data.blocks.map((block, index) => {
    const Component = components[block.type] as ComponentType<typeof block> | undefined;
    if (!Component) throw new Error(`No component loaded for block type "${block.type}" on ${data.path}`);
    return <Component key={`${block.type}-${index}`} {...block} />;
  });
}
