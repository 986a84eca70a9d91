import type { WebFontFace } from '../../theme/font-faces.ts';

/** The id of the JSON script that lists a page's self-hosted font faces for its loader (written by engine/app/Document.tsx). */
export const webFontsId = 'web-fonts';

/** Set for the tab once the fonts have loaded: the next pages find them in the browser's cache. */
const loadedKey = 'web-fonts-loaded';

/** Whether an earlier page of this tab loaded the fonts (session storage may be refused: then it did not). */
export function loadedBefore(window: Window): boolean {
  try {
    return window.sessionStorage.getItem(loadedKey) === '1';
  } catch {
    return false;
  }
}

/**
 * Loads the site's self-hosted faces with the CSS Font Loading API, then adds those that loaded to the document
 * together: the text, drawn meanwhile in the metric-matched fallbacks, swaps to them in one restyle and moves
 * nothing (each face added on its own laid the whole page out again: two long tasks on a phone). A face that fails
 * to load leaves its fallback in place.
 */
export async function loadWebFonts(window: Window & typeof globalThis, faces: readonly WebFontFace[]): Promise<void> {
  const loaded = await Promise.allSettled(faces.map((face) => new window.FontFace(face.family, face.source, face.descriptors).load()));
  for (const result of loaded) if (result.status === 'fulfilled') window.document.fonts.add(result.value);
  if (loaded.every((result) => result.status === 'fulfilled')) {
    try {
      window.sessionStorage.setItem(loadedKey, '1');
    } catch {
      // The next page loads them after its first paint again.
    }
  }
}
