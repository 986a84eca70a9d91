/**
 * The dev server's word that a content file changed (pages/, data/, images/), a Vite custom event the pages plugin sends
 * (engine/prerender/vite-plugin-pages.ts) instead of a full reload: every open page decides. A visitor's page reloads
 * (reload-on-content-change.ts); the editor keeps its session (its draft and undo history) and refreshes what it shows.
 */
export const contentChangedEvent = 'site:content-changed';

export interface ContentChange {
  /** The changed file from the content root, e.g. "pages/faq.json", "data/values.json" or "images/atelier.png". */
  file: string;
}

declare module 'vite/types/customEvent.d.ts' {
  interface CustomEventMap {
    'site:content-changed': ContentChange;
  }
}
