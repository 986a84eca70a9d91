import { cpus } from 'node:os';
import { devServerOnCopy } from '../../tests/e2e/dev-server.ts';
import { median } from '../lighthouse/stats.ts';
import { writeResultsSection } from '../results.ts';

// A cold dev server's first page: from creating the server (a copy of the content, an empty dependency cache, as a
// fresh clone's first `npm run dev`) to the home page's HTML, rendered on the server. Target: 3 s or less.
const runs = Number(process.env.BENCH_RUNS ?? 3);
const path = '/';

async function firstPage(): Promise<number> {
  const start = performance.now();
  const dev = await devServerOnCopy('bench-dev-');
  try {
    const response = await fetch(`${dev.baseUrl}${path}`);
    await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - start;
  } finally {
    await dev.close();
  }
}

const times: number[] = [];
for (let run = 0; run < runs; run += 1) times.push(await firstPage());
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`first page of a cold dev server: ${times.map(seconds).join(', ')}`);
writeResultsSection(
  'dev-server',
  `## Dev server: first page when cold

\`npm run bench:dev-server\`, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores: a new dev server on a copy of the
content with an empty dependency cache, to the HTML of \`${path}\` (target ≤ 3 s), ${runs} runs.

| median | worst |
| --- | --- |
| ${seconds(median(times))} | ${seconds(Math.max(...times))} |`,
);
process.exit(0);
