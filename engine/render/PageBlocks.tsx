import type { ComponentType } from 'react';
import { blockBehaviour, blockModules } from 'virtual:block-loaders';
import type { LoadedRoute } from '../app/load-route.ts';
import type { RouteData } from '../app/route-data.ts';
import type { Block } from '../schema/page.ts';
import { Island } from './island.tsx';

/**
 * Renders a page's blocks in order: a static block as its component's markup (with the islands it renders inside
 * itself), a block registered as an island as one island (see island.tsx), which the browser hydrates on its own.
 */
export function PageBlocks({ data, components }: { data: RouteData; components: LoadedRoute['components'] }) {
  return data.blocks.map((block, index) => {
    const key = `${index}-${block.type}`;
    const Component = components[block.type] as ComponentType<Block> | undefined;
    if (!Component) throw new Error(`The component of the block "${block.type}" was not loaded with its route`);
    const behaviour = blockBehaviour[block.type];
    if (behaviour === 'static') return <Component key={key} {...block} />;
    return (
      <Island key={key} module={blockModules[block.type]!} props={block}>
        <Component {...block} />
      </Island>
    );
  });
}
