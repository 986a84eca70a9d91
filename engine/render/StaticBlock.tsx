import { use, type ComponentType } from 'react';
import { loadBlockComponent } from '../app/load-route.ts';
import type { Block } from '../schema/page.ts';
import { StaticHtml } from './StaticHtml.tsx';

function LoadedBlock({ block }: { block: Block }) {
  const Component = use(loadBlockComponent(block.type)) as ComponentType<Block>;
  return <Component {...block} />;
}

/**
 * A block with nothing to react to. On the page a visitor lands on its component is not even
 * downloaded: its prerendered HTML stays. Rendered after a navigation, it renders normally (its
 * component loaded with the route, or on a return to the landing page, now).
 */
export function StaticBlock({ block, Component }: { block: Block; Component: ComponentType<Block> | undefined }) {
  return <StaticHtml>{Component ? <Component {...block} /> : <LoadedBlock block={block} />}</StaticHtml>;
}
