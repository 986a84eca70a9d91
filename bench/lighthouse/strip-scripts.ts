import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { notFoundFile, routeHtmlFile } from '../../engine/build/route-files.ts';

/** The prerendered page without any script or module preload: the fastest this HTML can be. */
export function withoutScripts(html: string): string {
  return html.replace(/<script type="module"[^>]*>.*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** A copy of dist/ whose pages have no scripts, served the same way for the lower bound. */
export function writeScriptlessSite(dist: string, outDir: string, paths: readonly string[]): void {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  symlinkSync(join(dist, 'assets'), join(outDir, 'assets'));
  cpSync(join(dist, 'favicon.svg'), join(outDir, 'favicon.svg'));
  for (const file of [...paths.map(routeHtmlFile), notFoundFile]) {
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, withoutScripts(readFileSync(join(dist, file), 'utf8')));
  }
}
