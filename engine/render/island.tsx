import { createElement, Suspense, use, useMemo, type ComponentType } from 'react';
import { memoise } from '../app/settled-promise.ts';
import { loadComponentRecipes } from '../theme/browser-system.ts';

/**
 * An island: a part of the page with state or handlers, in a Suspense boundary of its own. Over
 * prerendered HTML React hydrates the shell first and each island after it, in idle time; an island
 * whose code is loaded (the landing page loads all of its islands before hydrating) is hydrated at
 * once, synchronously, when the visitor clicks or types in it. Its markup is the server's until then,
 * and HTML's own behaviour (links, fields, `<details>`, popovers) works in it from the first paint.
 */
export function Island<P extends object>({ component, props }: { component: ComponentType<P>; props: P }) {
  // A re-render of the parent must not reach a boundary React has not hydrated yet.
  return useMemo(() => <Suspense fallback={null}>{createElement(component, props)}</Suspense>, [component, props]);
}

/** A component downloaded on first need, with the recipes of Chakra's interactive components. */
export interface LazyComponent<P extends object> {
  load(): Promise<ComponentType<P>>;
}

export function lazyComponent<P extends object>(importer: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const loader = memoise(() => Promise.all([importer(), loadComponentRecipes()]).then(([component]) => component));
  return { load: () => loader.get('') };
}

const everyShellIsland: LazyComponent<never>[] = [];

/** An island of the shell (outside the page's blocks): every page loads it before hydrating, so that React can hydrate it at once. */
export function shellIsland<P extends object>(importer: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const island = lazyComponent(importer);
  everyShellIsland.push(island as LazyComponent<never>);
  return island;
}

/** Loads every island of the shell (the prerenderer, the browser before hydrating, Storybook). */
export const loadShellIslands = (): Promise<unknown> => Promise.all(everyShellIsland.map((island) => island.load()));

function Loaded<P extends object>({ island, props }: { island: LazyComponent<P>; props: P }) {
  return createElement(use(island.load()), props);
}

/**
 * Renders a lazily loaded component as an island. The shell's islands are loaded wherever a page is
 * rendered, so they never suspend; anything else shows once its code has arrived.
 */
export function LazyIsland<P extends object>({ island, props }: { island: LazyComponent<P>; props: P }) {
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <Loaded island={island} props={props} />
      </Suspense>
    ),
    [island, props],
  );
}
