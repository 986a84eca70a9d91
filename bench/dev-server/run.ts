import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { projectWithCopiedContent } from '../../tests/e2e/dev-server.ts';
import { median } from '../lighthouse/stats.ts';
import { writeResultsSection } from '../results.ts';

// A cold dev server's first page: from starting `vite` in a new process (a copy of the content, an empty dependency
// cache, as a fresh clone's first `npm run dev`) to the home page's HTML, rendered on the server. Target: 3 s or less.
// A new process each run: a server created again in the same process finds Node's modules (Chakra, React, Vite's
// own) loaded already, and answered in a third of the time.
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

async function firstPage(): Promise<number> {
  const root = projectWithCopiedContent('bench-dev-');
  const port = await freePort();
  const start = performance.now();
  const server = spawn(process.execPath, [vite, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
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

const times: number[] = [];
for (let run = 0; run < runs; run += 1) times.push(await firstPage());
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`first page of a cold dev server: ${times.map(seconds).join(', ')}`);
writeResultsSection(
  'dev-server',
  `## Dev server: first page when cold

\`npm run bench:dev-server\`, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores: \`vite\` started in a new process on a copy of the
content with an empty dependency cache, to the HTML of \`${path}\` (target ≤ 3 s), ${runs} runs.

| median | worst |
| --- | --- |
| ${seconds(median(times))} | ${seconds(Math.max(...times))} |`,
);
process.exit(0);
