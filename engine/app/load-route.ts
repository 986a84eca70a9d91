import type { ComponentType } from 'react';
import { blockLoaders } from 'virtual:block-loaders';
import { routes } from 'virtual:routes';
import type { RouteData } from './route-data.ts';

/** A route ready to render synchronously: its data and the components of the blocks it uses. */
export interface LoadedRoute {
  data: RouteData | null;
  components: Readonly<Record<string, ComponentType<never>>>;
}

type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const cache = new Map<string, TrackedPromise<LoadedRoute>>();

/** "/services/" and "/services" are one route. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

async function fetchRoute(path: string): Promise<LoadedRoute> {
  const loadPage = routes[path];
  if (!loadPage) return { data: null, components: {} };
  const data = (await loadPage()).default;
  const types = [...new Set(data.blocks.map((block) => block.type))];
  const modules = await Promise.all(types.map((type) => blockLoaders[type]!()));
  return { data, components: Object.fromEntries(types.map((type, index) => [type, modules[index]!.default])) };
}

/**
 * Loads a route once. The promise is marked fulfilled when it settles so that React's `use`
 * reads it synchronously: hydration and revisits never suspend.
 */
export function loadRoute(pathname: string): TrackedPromise<LoadedRoute> {
  const path = normalizePath(pathname);
  let promise = cache.get(path);
  if (!promise) {
    const loading: TrackedPromise<LoadedRoute> = fetchRoute(path).then((route) => {
      loading.status = 'fulfilled';
      loading.value = route;
      return route;
    });
    loading.catch(() => cache.delete(path));
    cache.set(path, loading);
    promise = loading;
  }
  return promise;
}
