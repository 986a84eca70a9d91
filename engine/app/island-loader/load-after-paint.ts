import { islandScriptsId, type IslandScripts } from './island-scripts.ts';
import { pagePainted } from './page-painted.ts';
import { requestIslandScripts } from './request-island-scripts.ts';

// The loader every page with islands carries inline in its head (engine/build/assets.ts), built by Vite with the
// rest of the code and copied into each page: it requests the islands' scripts once the page has painted, in a
// task of its own after the frame that follows.
const listed = document.getElementById(islandScriptsId)?.textContent;
if (listed) {
  const scripts = JSON.parse(listed) as IslandScripts;
  void pagePainted(window).then(() =>
    requestAnimationFrame(() => setTimeout(() => requestIslandScripts(document, scripts, (url) => import(/* @vite-ignore */ url)))),
  );
}
