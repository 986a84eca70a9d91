import { createRoot, type Root } from 'react-dom/client';
import { fontFaceCss } from '../../engine/theme/fonts.ts';

/**
 * The React root of an editor document (the dev editor, its preview, /admin/), in its #editor-root, with the site's
 * fonts and `css` in a style element. An entry Vite may evaluate again passes its `import.meta.hot?.data`, which
 * outlives each evaluation: one root per page.
 */
export function editorRoot({ css = '', hotData = {} }: { css?: string; hotData?: { root?: Root } } = {}): Root {
  const style = document.createElement('style');
  style.textContent = css ? `${fontFaceCss}\n${css}` : fontFaceCss;
  document.head.append(style);
  return (hotData.root ??= createRoot(document.getElementById('editor-root') as HTMLElement));
}
