/**
 * The editor's own addresses under its base (its preview, its API, its data files, the home page's form) begin with
 * "_", which no segment of a route may (engine/schema/route.ts): a page at /preview, /api/… or /donnees/… has its
 * form at <base>preview, <base>api/…, <base>donnees/…, never taken for one of them.
 */
export const ownAddress = (base: string, name: string) => `${base}_${name}`;

/** Where the dev server's editor API answers (editor/server.ts). */
export const apiAddress = (base: string) => `${ownAddress(base, 'api')}/`;

/** The document that renders a draft with the site's components. */
export const previewAddress = (base: string) => ownAddress(base, 'preview');
