import type { ComponentType } from 'react';
import { routes } from 'virtual:routes';
import { loadBlockComponent } from './block-components.ts';
import { normalizePath } from './normalize-path.ts';
import type { RouteData } from './route-data.ts';

type BlockComponent = ComponentType<never>;

/** A route ready to render synchronously: its data and the components of the blocks it uses. */
export interface LoadedRoute {
  data: RouteData | null;
  components: Readonly<Record<string, BlockComponent>>;
}

/** A route with every block component, loaded before it renders (the prerenderer and the dev server render pages with it). */
export async function loadRoute(pathname: string): Promise<LoadedRoute> {
  const loadPage = routes[normalizePath(pathname)];
  const data = loadPage ? (await loadPage()).default : null;
  const types = [...new Set(data?.blocks.map((block) => block.type) ?? [])];
  const components = await Promise.all(types.map((type) => loadBlockComponent(type)));
  return { data, components: Object.fromEntries(types.map((type, index) => [type, components[index]!])) };
}
