import { addRoute, createRouter, findRoute } from 'rou3';
import { ownAddress } from '../own-addresses.ts';
import { words } from './text.ts';

/**
 * The editor's addresses under `base` ("/_editor/" on the dev server, "/admin/" on the deployed site): a route's
 * (base + "_index" for the home page), a data file's (base + "_" + the site's word for data files + its name), the
 * list's. Those that are not a route's begin with "_" (own-addresses.ts).
 */
const homeName = 'index';
export function addressesOf(base: string) {
  /** Where the editor's addresses of data files start, in the site's language (its editor's words). */
  const dataFilesPrefix = `${ownAddress(base, words.dataFilesAddress)}/`;
  const home = ownAddress(base, homeName);
  const router = createRouter();
  addRoute(router, 'GET', `${dataFilesPrefix}:dataName([a-z0-9-]+)`);
  addRoute(router, 'GET', `${base}**:slug`);
  return {
    list: base,
    /** The editor's address of a route: <base>_index for the home page. */
    editorUrl: (path: string) => (path === '/' ? home : `${base}${path.slice(1)}`),
    /** The editor's address of a data file, remembering the page it was opened from. */
    dataEditorUrl: (name: string, fromPath?: string) => `${dataFilesPrefix}${name}${fromPath ? `?page=${encodeURIComponent(fromPath)}` : ''}`,
    /** What an editor address opens: a data file by name, or a route; neither for the list. */
    openedBy(pathname: string): { dataName?: string; route?: string } {
      const { dataName, slug } = findRoute(router, 'GET', pathname)?.params ?? {};
      if (pathname === home) return { route: '/' };
      return { dataName, route: slug === undefined || slug.startsWith('_') ? undefined : `/${slug}` };
    },
  };
}
