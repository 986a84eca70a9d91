import type { ComponentType } from 'react';
import { blockLoaders } from 'virtual:block-loaders';
import { landingRoutes, routes } from 'virtual:routes';
import { loadEveryDeferredComponent } from '../render/deferred.tsx';
import { wakeEveryWaitingPart } from '../render/replay-input.ts';
import type { RouteData } from './route-data.ts';
import { memoise } from './settled-promise.ts';

type BlockComponent = ComponentType<never>;

/** A route ready to render synchronously: its data and the components of the blocks it uses. */
export interface LoadedRoute {
  data: RouteData | null;
  /** Empty on the landing route: its blocks keep their prerendered HTML until they come alive. */
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

async function fetchRoute(path: string): Promise<LoadedRoute> {
  const data = await routeData.get(path);
  if (!data) return { data: null, components: {} };
  const types = [...new Set(data.blocks.map((block) => block.type))];
  // The shell's deferred parts come too: after a navigation they render at once, never blank.
  const [components] = await Promise.all([Promise.all(types.map((type) => loadBlockComponent(type))), loadEveryDeferredComponent()]);
  return { data, components: Object.fromEntries(types.map((type, index) => [type, components[index]!])) };
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
 * Loads the route the visitor landed on, before hydrating it: its data only, static blocks reduced to
 * their type (they keep their prerendered HTML); interactive blocks load as they come alive.
 */
export async function prepareLandingRoute(pathname: string): Promise<void> {
  const path = normalizePath(pathname);
  const loadPage = landingRoutes[path];
  landing = { path, route: { data: loadPage ? (await loadPage()).default : null, components: {} } };
}

/**
 * The landing route while the visitor is still on the page they landed on, else undefined. Once they
 * leave it, it is forgotten: a client render of that page, on coming back, needs what the landing data
 * leaves out (static blocks' content, JSON-LD). And the parts of it still waiting to come alive are woken:
 * the navigation updates those that stay (the footer's newsletter form), and could not end while they wait.
 */
export function landingRoute(pathname: string): LoadedRoute | undefined {
  if (landing && landing.path !== normalizePath(pathname)) {
    landing = undefined;
    wakeEveryWaitingPart();
  }
  return landing?.route;
}
