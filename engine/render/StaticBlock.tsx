import { use, useState, type ComponentType } from 'react';
import { loadBlockComponent } from '../app/load-route.ts';
import type { Block } from '../schema/page.ts';
import { useIsHydrating } from './use-is-hydrating.ts';

// The wrapper takes no box of its own: blocks lay out exactly as they would without it.
const wrapper = { 'data-static-block': '', style: { display: 'contents' } } as const;

/**
 * A block with nothing to react to. Hydrating the landing page, its component is not even loaded: the
 * wrapper keeps the prerendered HTML as it is (React leaves the children of an element with
 * `dangerouslySetInnerHTML` alone while hydrating, and never rewrites an unchanged value). Rendered
 * on the client after a navigation, it renders normally.
 */
export function StaticBlock({ block, Component }: { block: Block; Component: ComponentType<Block> | undefined }) {
  const hydrating = useIsHydrating();
  const [keepServerHtml] = useState(hydrating && !Component);
  if (keepServerHtml) return <div {...wrapper} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  const Loaded = Component ?? (use(loadBlockComponent(block.type)) as ComponentType<Block>);
  return (
    <div {...wrapper}>
      <Loaded {...block} />
    </div>
  );
}
