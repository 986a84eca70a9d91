import type { ComponentType } from 'react';
import { blockBehaviour } from 'virtual:block-loaders';
import type { LoadedRoute } from '../app/load-route.ts';
import type { RouteData } from '../app/route-data.ts';
import type { Block } from '../schema/page.ts';
import { Island } from './island.tsx';
import { StaticBlock } from './StaticBlock.tsx';

/**
 * Renders a page's blocks in order. On the page a visitor lands on, static blocks keep their
 * prerendered HTML for good and each interactive block is an island (see island.tsx), its code
 * loaded before the page hydrates.
 * Keys carry the path so that returning to a page mounts its blocks afresh.
 */
export function PageBlocks({ data, components }: { data: RouteData; components: LoadedRoute['components'] }) {
  return data.blocks.map((block, index) => {
    const key = `${data.path}-${index}-${block.type}`;
    const Component = components[block.type] as ComponentType<Block> | undefined;
    if (blockBehaviour[block.type] === 'static') return <StaticBlock key={key} block={block} Component={Component} />;
    if (!Component) throw new Error(`The component of the interactive block "${block.type}" was not loaded with its route`);
    return <Island key={key} component={Component} props={block} />;
  });
}
