import { createContext, use, useId, type ReactNode } from 'react';

export interface IslandRenderOptions {
  /** The prefix of the ids `useId` makes in it, which the browser hydrates it with. */
  identifierPrefix: string;
}

/**
 * How the prerenderer renders an island: as a React root of its own, to HTML (engine/render/render-island.tsx).
 * Absent where a page is rendered live in a browser (the editor's preview, Storybook): an island renders in place.
 */
export const IslandRenderer = createContext<((island: ReactNode, options: IslandRenderOptions) => string) | null>(null);

/**
 * An island: a part of the page with state or handlers. The page is rendered whole at build time; in the browser
 * React hydrates each island on its own (engine/app/hydrate-islands.tsx), from the source module named here and
 * the props written here: nothing else of the page (the shell, static blocks, the router) runs there.
 *
 * Rendered on the server as a React root of its own, under the id prefix the browser hydrates it with: ids that
 * `useId` makes depend on where a component sits in its root, and the browser's root is the island, not the page.
 * An island is written with compiled styles (Panda, `styled-system`), never with Chakra components: in the
 * browser it needs nothing but React.
 */
export function Island({ module, props, children }: { module: string; props: object; children: ReactNode }) {
  const identifierPrefix = useId();
  const render = use(IslandRenderer);
  // The wrapper takes no box of its own: what it wraps lays out exactly as it would without it.
  if (!render) return <div style={{ display: 'contents' }}>{children}</div>;
  return (
    <div
      data-island={module}
      data-island-id={identifierPrefix}
      data-island-props={JSON.stringify(props)}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: render(children, { identifierPrefix }) }}
    />
  );
}
