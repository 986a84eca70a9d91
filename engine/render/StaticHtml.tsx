import { createContext, use, useState, type ReactNode } from 'react';
import { useIsHydrating } from './use-is-hydrating.ts';

/** True only under the browser's hydration of a prerendered page (see entry-client). */
export const HydratingPrerenderedPage = createContext(false);

// The wrapper takes no box of its own: what it wraps lays out exactly as it would without it.
const wrapper = { 'data-static': '', style: { display: 'contents' } } as const;

/**
 * True for the whole life of a component first rendered while the browser hydrates a prerendered page:
 * such a component renders its elements with an empty `dangerouslySetInnerHTML`, and React keeps the
 * server's content in them.
 */
export function useKeepsServerHtml(): boolean {
  const hydrating = useIsHydrating();
  const [keepServerHtml] = useState(use(HydratingPrerenderedPage) && hydrating);
  return keepServerHtml;
}

/**
 * Markup inside an island with nothing to react to: no state, no handlers. Hydrating the island, React keeps
 * the server HTML as it is, without rendering `children` at all: it leaves the children of an element with
 * `dangerouslySetInnerHTML` alone while hydrating and never rewrites an unchanged value. Elsewhere
 * (prerendering, Storybook, the editor's preview) it renders `children`. Inside phrasing content (a button's
 * text) it wraps them in a `span`.
 */
export function StaticHtml({ children, as: Wrapper = 'div' }: { children: ReactNode; as?: 'div' | 'span' }) {
  const keepServerHtml = useKeepsServerHtml();
  if (keepServerHtml) return <Wrapper {...wrapper} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <Wrapper {...wrapper}>{children}</Wrapper>;
}
