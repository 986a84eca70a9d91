import type { ComponentType } from 'react';
import { blockHydration, blockLoaders } from 'virtual:block-loaders';
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
 * prerendered HTML for good and each interactive block hydrates on its own, when the visitor
 * reaches for it or as it nears the viewport (see the registry): no block's code is downloaded
 * before it is needed.
 * Keys carry the path so that returning to a page mounts its blocks afresh.
 */
export function PageBlocks({ data, components }: { data: RouteData; components: LoadedRoute['components'] }) {
  return data.blocks.map((block, index) => {
    const key = `${data.path}-${index}-${block.type}`;
    const Component = components[block.type] as ComponentType<Block> | undefined;
    const hydrate = blockHydration[block.type] ?? 'interaction';
    if (hydrate === 'never') return <StaticBlock key={key} block={block} Component={Component} />;
    return <Deferred key={key} component={interactiveBlocks[block.type]!} loaded={Component} props={block} trigger={hydrate === 'interaction' ? 'intent' : hydrate} />;
  });
}
