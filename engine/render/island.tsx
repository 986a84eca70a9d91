import { createContext, use, useId, type ComponentType, type ReactNode } from 'react';

export interface IslandRenderOptions {
  /** The prefix of the ids `useId` makes in it, which the browser hydrates it with. */
  identifierPrefix: string;
}

/** How the prerenderer renders islands (engine/app/entry-server.tsx). */
export interface IslandRendering {
  /** An island as a React root of its own, to HTML (engine/render/render-island.tsx). */
  render(island: ReactNode, options: IslandRenderOptions): string;
  /**
   * The source module a component is an island of, the one the browser loads it from: a block's islands are the
   * modules of its folder that begin with `'use client'`, the shell's are named in the site's definition.
   */
  moduleOf(component: ComponentType<never>): string | undefined;
}

/**
 * The prerenderer's rendering of islands. Absent where a page is rendered live in a browser (the editor's preview,
 * Storybook): an island renders in place.
 */
export const IslandRenderer = createContext<IslandRendering | null>(null);

/**
 * An island: a part of the page with state or handlers, `component` given `props`. The page is rendered whole at
 * build time; in the browser React hydrates each island on its own (engine/app/hydrate-islands.tsx), from its
 * component's source module and the props written here: nothing else of the page (the shell, static blocks, the
 * router) runs there.
 *
 * Rendered on the server as a React root of its own, under the id prefix the browser hydrates it with: ids that
 * `useId` makes depend on where a component sits in its root, and the browser's root is the island, not the page.
 * An island is written with compiled styles (Panda, `styled-system`), never with Chakra components: in the
 * browser it needs nothing but React.
 */
export function Island<P extends object>({ component: Component, props }: { component: ComponentType<P>; props: P }) {
  const identifierPrefix = useId();
  const rendering = use(IslandRenderer);
  const island = <Component {...props} />;
  // The wrapper takes no box of its own: what it wraps lays out exactly as it would without it.
  if (!rendering) return <div style={{ display: 'contents' }}>{island}</div>;
  const module = rendering.moduleOf(Component as ComponentType<never>);
  if (!module) {
    const name = Component.displayName ?? Component.name;
    throw new Error(`${name} is rendered as an island, but the site has no such island: its module, in its block's folder, must begin with 'use client'.`);
  }
  return (
    <div
      data-island={module}
      data-island-id={identifierPrefix}
      data-island-props={JSON.stringify(props)}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: rendering.render(island, { identifierPrefix }) }}
    />
  );
}
