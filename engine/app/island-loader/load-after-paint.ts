import type { WebFontFace } from '../../theme/font-faces.ts';
import { whenAnIslandIsNear } from './island-near.ts';
import { islandScriptsId, type IslandScripts } from './island-scripts.ts';
import { pagePainted } from './page-painted.ts';
import { requestIslandScripts } from './request-island-scripts.ts';
import { loadedBefore, loadWebFonts, webFontsId } from './web-fonts.ts';
import { whenIdle } from './when-idle.ts';

// The loader every page carries inline in its head (engine/prerender/assets.ts), built by Vite with the rest of the code
// and copied into each page. Once the page has painted, in a task of its own after the frame that follows, it adds
// the self-hosted fonts, and requests the islands' scripts once an island is near the screen and the browser is idle:
// the first paint owes nothing to either, and a page whose islands are further down runs no script while its top is
// read. A font file requested before it, even with font-display: swap, is on the path of the largest paint: a phone on
// a slow network waited for both files (Lighthouse mobile: LCP 1.36 s on every route, against 0.91–1.07 s with the
// fallbacks alone).
// Fonts an earlier page of the tab loaded come from the browser's cache: those are added at once.

const listed = <T>(id: string): T | undefined => {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
};
const fonts = listed<WebFontFace[]>(webFontsId);
const scripts = listed<IslandScripts>(islandScriptsId);
const fontsAtOnce = fonts !== undefined && loadedBefore(window);
if (fonts && fontsAtOnce) void loadWebFonts(window, fonts);

// Two frames: the first largest paint the browser reports can be the top of a page it is still painting (the title,
// then the paragraph under it a frame later, on a busy machine). With no font file pending at that point,
// `document.fonts.ready` (which pagePainted awaits) no longer holds the loader back until the page is whole.
void pagePainted(window).then(() =>
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (fonts && !fontsAtOnce) void loadWebFonts(window, fonts);
        if (scripts) {
          whenAnIslandIsNear(window, () => whenIdle(window, () => requestIslandScripts(document, scripts, (url) => import(/* @vite-ignore */ url))));
        }
      }),
    ),
  ),
);
