import type { ComponentType } from 'react';
import { blockBehaviour, blockLoaders } from 'virtual:block-loaders';
import { landingRoutes, routes } from 'virtual:routes';
import { loadShellIslands } from '../render/island.tsx';
import { loadComponentRecipes } from '../theme/browser-system.ts';
import type { RouteData } from './route-data.ts';
import { memoise } from './settled-promise.ts';

type BlockComponent = ComponentType<never>;

/** A route ready to render synchronously: its data and the components of the blocks it uses. */
export interface LoadedRoute {
  data: RouteData | null;
  /** On the landing route, only the interactive blocks': static blocks keep their prerendered HTML. */
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

const routeData = memoise(async (path) => {
  const loadPage = routes[path];
  return loadPage ? (await loadPage()).default : null;
});

/**
 * The components of `types`, with the shell's islands and the recipes of Chakra's interactive
 * components: a page rendered with them never suspends.
 */
async function loadComponents(types: readonly string[]): Promise<LoadedRoute['components']> {
  const unique = [...new Set(types)];
  const [components] = await Promise.all([Promise.all(unique.map((type) => loadBlockComponent(type))), loadShellIslands(), loadComponentRecipes()]);
  return Object.fromEntries(unique.map((type, index) => [type, components[index]!]));
}

async function fetchRoute(path: string): Promise<LoadedRoute> {
  const data = await routeData.get(path);
  return { data, components: await loadComponents(data?.blocks.map((block) => block.type) ?? []) };
}

/**
 * Loads a route with every block component, once. The promise is marked fulfilled when it settles so
 * that React's `use` reads it synchronously: revisits never suspend.
 */
export function loadRoute(pathname: string): Promise<LoadedRoute> {
  return fullRoutes.get(normalizePath(pathname));
}

const fullRoutes = memoise(fetchRoute);

let landing: { path: string; route: LoadedRoute } | undefined;

/**
 * Loads the route the visitor landed on, before hydrating it: its data, static blocks reduced to their
 * type (they keep their prerendered HTML), and the code of every island on it, so that React can hydrate
 * any of them the moment the visitor acts on it (the loader preloads all of it, see build/assets.ts).
 */
export async function prepareLandingRoute(pathname: string): Promise<void> {
  const path = normalizePath(pathname);
  const loadPage = landingRoutes[path];
  const data = loadPage ? (await loadPage()).default : null;
  const interactive = (data?.blocks ?? []).map((block) => block.type).filter((type) => blockBehaviour[type] === 'interactive');
  landing = { path, route: { data, components: await loadComponents(interactive) } };
}

/**
 * The landing route while the visitor is still on the page they landed on, else undefined. Once they
 * leave it, it is forgotten: a client render of that page, on coming back, needs what the landing data
 * leaves out (static blocks' content, JSON-LD).
 */
export function landingRoute(pathname: string): LoadedRoute | undefined {
  if (landing && landing.path !== normalizePath(pathname)) landing = undefined;
  return landing?.route;
}
