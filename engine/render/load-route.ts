import type { ComponentType } from 'react';
import { blockLoaders } from 'virtual:block-loaders';
import { routes } from 'virtual:routes';
import type { RouteData } from './route-data.ts';
import { memoise } from './settled-promise.ts';

type BlockComponent = ComponentType<never>;

/** A route ready to render synchronously: its data and the components of the blocks it uses. */
export interface LoadedRoute {
  data: RouteData | null;
  components: Readonly<Record<string, BlockComponent>>;
}

/** "/services/" and "/services" are one route. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const blockComponents = memoise(async (type) => {
  const loader = blockLoaders[type];
  if (!loader) throw new Error(`No component registered for block type "${type}"`);
  return (await loader()).default;
});

/** A block type's component, downloaded once. */
export const loadBlockComponent = (type: string) => blockComponents.get(type);

async function fetchRoute(path: string): Promise<LoadedRoute> {
  const loadPage = routes[path];
  const data = loadPage ? (await loadPage()).default : null;
  const types = [...new Set(data?.blocks.map((block) => block.type) ?? [])];
  const components = await Promise.all(types.map((type) => loadBlockComponent(type)));
  return { data, components: Object.fromEntries(types.map((type, index) => [type, components[index]!])) };
}

const loadedRoutes = memoise(fetchRoute);

/**
 * A route with every block component, loaded once (the prerenderer and the dev server render pages with it).
 * The promise is marked fulfilled when it settles so that React's `use` reads it synchronously.
 */
export function loadRoute(pathname: string): Promise<LoadedRoute> {
  return loadedRoutes.get(normalizePath(pathname));
}
