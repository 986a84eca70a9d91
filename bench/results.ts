import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const resultsFile = resolve(import.meta.dirname, 'RESULTS.md');

/**
 * Replaces one benchmark's section of bench/RESULTS.md (between `<!-- name -->` and `<!-- /name -->`),
 * appending it the first time: each benchmark rewrites its own results and leaves the others'.
 */
export function writeResultsSection(name: string, markdown: string): void {
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const section = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmarks\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next = from >= 0 && to > from ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}` : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(resultsFile, next);
}
