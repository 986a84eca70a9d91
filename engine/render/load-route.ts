import type { ComponentType } from 'react';
import { routes } from 'virtual:routes';
import { loadBlockComponent } from './block-components.ts';
import { normalizePath } from './normalize-path.ts';
import type { RouteData } from './route-data.ts';
import { memoise } from './settled-promise.ts';

type BlockComponent = ComponentType<never>;

/** A route ready to render synchronously: its data and the components of the blocks it uses. */
export interface LoadedRoute {
  data: RouteData | null;
  components: Readonly<Record<string, BlockComponent>>;
}

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
