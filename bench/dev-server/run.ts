import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { projectWithCopiedContent } from '../../tests/e2e/dev-server.ts';
import { median } from '../lighthouse/stats.ts';
import { writeResultsSection } from '../results.ts';

// A cold dev server's first page: from starting `vite` in a new process on a copy of the content to the home page's
// HTML, rendered on the server. Target: 3 s or less. Two kinds of start: `--force`, its browser dependencies optimised
// again (a fresh clone's first `npm run dev`, or one after `npm ci`), and a start that finds them optimised by the one
// before (every later `npm run dev`). A new process each run: a server created again in the same process finds Node's
// modules (Chakra, React, Vite's own) loaded already, and answered in a third of the time.
const runs = Number(process.env.BENCH_RUNS ?? 3);
const path = '/';
const vite = resolve(import.meta.dirname, '../../node_modules/vite/bin/vite.js');

/** A port nothing listens on, for the server to take. */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });

/** Asks for `url` until the server answers (it refuses connections until it listens). */
async function firstAnswer(url: string): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url);
    } catch {
      await new Promise((done) => setTimeout(done, 20));
    }
  }
}

async function firstPage(options: readonly string[]): Promise<number> {
  const root = projectWithCopiedContent('bench-dev-');
  const port = await freePort();
  const start = performance.now();
  const server = spawn(process.execPath, [vite, '--port', String(port), '--strictPort', '--host', '127.0.0.1', ...options], {
    cwd: root,
    env: { ...process.env, LOCAL_DB: 'memory' },
    stdio: 'ignore',
  });
  try {
    const response = await firstAnswer(`http://127.0.0.1:${port}${path}`);
    await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - start;
  } finally {
    server.kill();
    await new Promise((done) => server.once('exit', done));
    rmSync(root, { recursive: true, force: true });
  }
}

const starts = [
  { name: 'dependencies optimised again (`--force`: a fresh clone, or after `npm ci`)', options: ['--force'] },
  { name: 'dependencies optimised by the start before (every later `npm run dev`)', options: [] },
];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const measured: Array<{ name: string; times: number[] }> = [];
for (const { name, options } of starts) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await firstPage(options));
  console.log(`first page of a cold dev server, ${name}: ${times.map(seconds).join(', ')}`);
  measured.push({ name, times });
}
writeResultsSection(
  'dev-server',
  `## Dev server: first page when cold

\`npm run bench:dev-server\`, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores: \`vite\` started in a new process on a copy of the
content, to the HTML of \`${path}\` (target ≤ 3 s), ${runs} runs of each start.

| start | median | worst |
| --- | --- | --- |
${measured.map(({ name, times }) => `| ${name} | ${seconds(median(times))} | ${seconds(Math.max(...times))} |`).join('\n')}`,
);
process.exit(0);
