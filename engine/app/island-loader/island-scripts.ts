/** The id of the JSON script that lists a page's island scripts for its loader (written by engine/prerender/assets.ts). */
export const islandScriptsId = 'island-scripts';

/** What a page's loader requests once the page has painted. */
export interface IslandScripts {
  /** The client entry (engine/app/entry-client.tsx), which hydrates the islands. */
  entry: string;
  /** Every module the entry and the page's islands import, fetched side by side. */
  preloads: string[];
}
