import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { elementsIn } from '../../engine/render/html-elements.ts';
import { routeHtmlFile } from '../../engine/server/route-files.ts';

/** What a route weighs as served: its HTML compressed (brotli, what `npm start` sends), and its CSS before compression. */
export interface PageWeight {
  htmlBrotliBytes: number;
  cssBytes: number;
}

/** The CSS a page applies: its `<style>` elements and the stylesheets it links. */
export function pageCssBytes(html: string, readAsset: (file: string) => string): number {
  const inline = elementsIn(html, 'style').map(({ text }) => text);
  const linked = elementsIn(html, 'link')
    .filter(({ attributes }) => attributes.get('rel') === 'stylesheet')
    .map(({ attributes }) => readAsset(attributes.get('href')!.replace(/^\//, '')));
  return [...inline, ...linked].reduce((bytes, css) => bytes + Buffer.byteLength(css), 0);
}

export function pageWeight(dist: string, path: string): PageWeight {
  const file = join(dist, routeHtmlFile(path));
  const brotli = `${file}.br`;
  return {
    htmlBrotliBytes: existsSync(brotli) ? statSync(brotli).size : 0,
    cssBytes: pageCssBytes(readFileSync(file, 'utf8'), (asset) => readFileSync(join(dist, asset), 'utf8')),
  };
}
