import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders } from 'virtual:island-loaders';
import { nextTask } from './next-task.ts';

interface FoundIsland {
  root: HTMLElement;
  /** The prefix of the ids `useId` made for it on the server (engine/render/island.tsx). */
  id: string;
  Component: ComponentType<object>;
  props: object;
}

async function load(root: HTMLElement): Promise<FoundIsland> {
  const module = root.dataset.island ?? '';
  const loader = islandLoaders[module];
  if (!loader) throw new Error(`No island is registered for the module "${module}"`);
  return {
    root,
    id: root.dataset.islandId ?? '',
    Component: (await loader()) as ComponentType<object>,
    props: JSON.parse(root.dataset.islandProps ?? '{}') as object,
  };
}

/**
 * Hydrates every island of a prerendered document (engine/render/island.tsx): each one's code and props, then
 * one React root each, with nothing around it: islands are drawn with compiled styles. Hydration runs as a
 * transition: React yields to the browser every few milliseconds, and hydrates at once an island the visitor
 * clicks or types in.
 */
export async function hydrateIslands(document: Document): Promise<void> {
  const islands = await Promise.all([...document.querySelectorAll<HTMLElement>('[data-island]')].map(load));
  await nextTask();
  startTransition(() => {
    for (const { root, id, Component, props } of islands) {
      hydrateRoot(
        root,
        <StrictMode>
          <Component {...props} />
        </StrictMode>,
        { identifierPrefix: id },
      );
    }
  });
}
