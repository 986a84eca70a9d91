import { addRoute, createRouter, findRoute } from 'rou3';
import { words } from './text.ts';

/**
 * The editor's addresses under `base` ("/_editor/" on the dev server, "/admin/" on the deployed site): a route's
 * (base + "index" for the home page), a data file's (base + the site's word for data files + its name), the list's.
 */
export function addressesOf(base: string) {
  /** Where the editor's addresses of data files start, in the site's language (its editor's words). */
  const dataFilesPrefix = `${base}${words.dataFilesAddress}/`;
  const router = createRouter();
  addRoute(router, 'GET', `${dataFilesPrefix}:dataName([a-z0-9-]+)`);
  addRoute(router, 'GET', `${base}**:slug`);
  return {
    list: base,
    /** The editor's address of a route: <base>index for the home page. */
    editorUrl: (path: string) => `${base}${path === '/' ? 'index' : path.slice(1)}`,
    /** The editor's address of a data file, remembering the page it was opened from. */
    dataEditorUrl: (name: string, fromPath?: string) => `${dataFilesPrefix}${name}${fromPath ? `?page=${encodeURIComponent(fromPath)}` : ''}`,
    /** What an editor address opens: a data file by name, or a route; neither for the list. */
    openedBy(pathname: string): { dataName?: string; route?: string } {
      const { dataName, slug } = findRoute(router, 'GET', pathname)?.params ?? {};
      return { dataName, route: slug === undefined ? undefined : slug === 'index' ? '/' : `/${slug}` };
    },
  };
}
