import type { ComponentType } from 'react';
import { blockLoaders } from 'virtual:block-loaders';
import { landingRoutes, routes } from 'virtual:routes';
import { loadEveryDeferredComponent } from '../render/deferred.tsx';
import type { RouteData } from './route-data.ts';

type BlockComponent = ComponentType<never>;

/** A route ready to render synchronously: its data and the components of the blocks it uses. */
export interface LoadedRoute {
  data: RouteData | null;
  /** Empty on the landing route: its blocks keep their prerendered HTML until they come alive. */
  components: Readonly<Record<string, BlockComponent>>;
}

/** A promise React's `use` reads synchronously once it has settled. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked: TrackedPromise<T> = promise.then((value) => {
    tracked.status = 'fulfilled';
    tracked.value = value;
    return value;
  });
  return tracked;
}

/** Loads once per key; a failed load is forgotten so that the next attempt retries. */
function memoise<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, TrackedPromise<T>>();
  return (key) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = track(load(key));
      promise.catch(() => cache.delete(key));
      cache.set(key, promise);
    }
    return promise;
  };
}

/** "/services/" and "/services" are one route. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A block type's component, downloaded once. */
export const loadBlockComponent = memoise(async (type) => {
  const loader = blockLoaders[type];
  if (!loader) throw new Error(`No component registered for block type "${type}"`);
  return (await loader()).default;
});

const loadRouteData = memoise(async (path) => {
  const loadPage = routes[path];
  return loadPage ? (await loadPage()).default : null;
});

async function fetchRoute(path: string): Promise<LoadedRoute> {
  const data = await loadRouteData(path);
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
  return loadFullRoute(normalizePath(pathname));
}

const loadFullRoute = memoise(fetchRoute);

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

/** The landing route when `pathname` is the page the visitor landed on, else undefined. */
export function landingRoute(pathname: string): LoadedRoute | undefined {
  return landing && landing.path === normalizePath(pathname) ? landing.route : undefined;
}
