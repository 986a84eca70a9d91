import type { ComponentType } from 'react';
import { blockLoaders, staticBlockTypes } from 'virtual:block-loaders';
import { loadBlockComponent, type LoadedRoute } from '../app/load-route.ts';
import type { RouteData } from '../app/route-data.ts';
import type { Block } from '../schema/page.ts';
import { createDeferred, Deferred, type DeferredComponent } from './deferred.tsx';
import { StaticBlock } from './StaticBlock.tsx';

const interactiveBlocks: Record<string, DeferredComponent<Block>> = Object.fromEntries(
  Object.keys(blockLoaders).map((type) => [type, createDeferred(() => loadBlockComponent(type) as Promise<ComponentType<Block>>)]),
);

/**
 * Renders a page's blocks in order. On the page a visitor lands on, static blocks keep their
 * prerendered HTML for good and each interactive block hydrates on its own, when it nears the
 * viewport or the visitor reaches for it: the first paint waits for no block's code.
 * Keys carry the path so that returning to a page mounts its blocks afresh.
 */
export function PageBlocks({ data, components }: { data: RouteData; components: LoadedRoute['components'] }) {
  return data.blocks.map((block, index) => {
    const key = `${data.path}-${index}-${block.type}`;
    const Component = components[block.type] as ComponentType<Block> | undefined;
    if (staticBlockTypes.has(block.type)) return <StaticBlock key={key} block={block} Component={Component} />;
    return <Deferred key={key} component={interactiveBlocks[block.type]!} loaded={Component} props={block} trigger="visible" />;
  });
}
