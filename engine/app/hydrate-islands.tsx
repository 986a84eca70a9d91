import { startTransition, StrictMode, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders } from 'virtual:island-loaders';
import { HydratingPrerenderedPage } from '../render/StaticHtml.tsx';
import { nextTask } from './next-task.ts';

type Wrapper = ComponentType<{ children: ReactNode }>;

interface FoundIsland {
  root: HTMLElement;
  /** The prefix of the ids `useId` made for it on the server (engine/render/island.tsx). */
  id: string;
  Component: ComponentType<object>;
  props: object;
  Wrapper: Wrapper | undefined;
}

async function load(root: HTMLElement, chakraRoot: () => Promise<Wrapper>): Promise<FoundIsland> {
  const module = root.dataset.island ?? '';
  const loader = islandLoaders[module];
  if (!loader) throw new Error(`No island is registered for the module "${module}"`);
  const [Component, Wrapper] = await Promise.all([loader(), root.hasAttribute('data-island-chakra') ? chakraRoot() : undefined]);
  return {
    root,
    id: root.dataset.islandId ?? '',
    Component: Component as ComponentType<object>,
    props: JSON.parse(root.dataset.islandProps ?? '{}') as object,
    Wrapper,
  };
}

/**
 * Hydrates every island of a prerendered document (engine/render/island.tsx): each one's code and props, then
 * one React root each. Chakra's style system is loaded only for islands still drawn with Chakra components.
 * Hydration runs as a transition: React yields to the browser every few milliseconds, and hydrates at once
 * an island the visitor clicks or types in.
 */
export async function hydrateIslands(document: Document): Promise<void> {
  let chakra: Promise<Wrapper> | undefined;
  const chakraRoot = () => (chakra ??= import('./ChakraIslandRoot.tsx').then((module) => module.ChakraIslandRoot));
  const islands = await Promise.all([...document.querySelectorAll<HTMLElement>('[data-island]')].map((root) => load(root, chakraRoot)));
  await nextTask();
  startTransition(() => {
    for (const { root, id, Component, props, Wrapper } of islands) {
      const island = <Component {...props} />;
      hydrateRoot(
        root,
        <StrictMode>
          <HydratingPrerenderedPage value={true}>{Wrapper ? <Wrapper>{island}</Wrapper> : island}</HydratingPrerenderedPage>
        </StrictMode>,
        { identifierPrefix: id },
      );
    }
  });
}
