import { Suspense, type ComponentType } from 'react';
import type { LoadedRoute } from '../app/load-route.ts';
import type { RouteData } from '../app/route-data.ts';

/**
 * Renders a page's blocks in order with the components its route loaded. Each block is its own
 * Suspense boundary so that React hydrates them one by one, yielding to the browser in between,
 * instead of in one long task.
 */
export function PageBlocks({ data, components }: { data: RouteData; components: LoadedRoute['components'] }) {
  return data.blocks.map((block, index) => {
    const Component = components[block.type] as ComponentType<typeof block> | undefined;
    if (!Component) throw new Error(`No component loaded for block type "${block.type}" on ${data.path}`);
    return (
      <Suspense key={`${block.type}-${index}`} fallback={null}>
        <Component {...block} />
      </Suspense>
    );
  });
}
