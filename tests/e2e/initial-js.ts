import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The scripts a prerendered page loads before any interaction: its entry and modulepreloads. */
export function initialScripts(html: string): string[] {
  const sources = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  return [...new Set(sources)];
}

export function readAsset(dist: string, file: string): string {
  return readFileSync(join(dist, file), 'utf8');
}

export const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;
