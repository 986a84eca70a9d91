import { createContext, use, useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** What an island drawn with Chakra components is rendered in on the server: the page's style system and emotion cache. */
export const ChakraIslandContext = createContext<((island: ReactNode) => ReactNode) | null>(null);

/**
 * An island: a part of the page with state or handlers. The page is rendered whole at build time; in the browser
 * React hydrates each island on its own (engine/app/hydrate-islands.tsx), from the source module named here and
 * the props written here: nothing else of the page (the shell, static blocks, the router) runs there.
 *
 * Rendered on the server as a React root of its own, under the id prefix the browser hydrates it with: ids that
 * `useId` makes depend on where a component sits in its root, and the browser's root is the island, not the page.
 * `chakra` marks an island still drawn with Chakra components, which need Chakra's style system in the browser;
 * an island with compiled styles needs nothing but React.
 */
export function Island({ module, props, chakra = false, children }: { module: string; props: object; chakra?: boolean; children: ReactNode }) {
  const prefix = useId();
  const withChakra = use(ChakraIslandContext);
  // Rendered live in a browser (the editor's preview, Storybook), not to be hydrated: it is part of that page's tree.
  if (typeof window !== 'undefined') return <div style={{ display: 'contents' }}>{children}</div>;
  if (chakra && !withChakra) throw new Error(`The island ${module} is drawn with Chakra components: render it inside ChakraIslandContext`);
  const html = renderToString(chakra && withChakra ? withChakra(children) : children, { identifierPrefix: prefix });
  // The wrapper takes no box of its own: what it wraps lays out exactly as it would without it.
  return (
    <div
      data-island={module}
      data-island-chakra={chakra ? '' : undefined}
      data-island-id={prefix}
      data-island-props={JSON.stringify(props)}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
