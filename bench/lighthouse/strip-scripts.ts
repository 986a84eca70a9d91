import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { precompress } from '../../engine/build/precompress.ts';
import { notFoundFile, routeHtmlFile } from '../../engine/server/route-files.ts';
import { hostingRulesFile } from '../../engine/server/hosting-rules-file.ts';

/** The prerendered page without any script or module preload: the fastest this HTML can be. */
export function withoutScripts(html: string): string {
  return html.replace(/<script type="module"[^>]*>.*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * A copy of dist/ whose pages have no scripts, served the same way for the lower bound: compressed, with the site's
 * headers (the scripts left, speculation rules and React's form replay, have their hashes in its policy).
 */
export async function writeScriptlessSite(dist: string, outDir: string, paths: readonly string[]): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  symlinkSync(join(dist, 'assets'), join(outDir, 'assets'));
  for (const file of ['favicon.svg', hostingRulesFile]) cpSync(join(dist, file), join(outDir, file));
  const pages = [...paths.map(routeHtmlFile), notFoundFile];
  for (const file of pages) {
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, withoutScripts(readFileSync(join(dist, file), 'utf8')));
  }
  await precompress(outDir, [...pages, 'favicon.svg']);
}
