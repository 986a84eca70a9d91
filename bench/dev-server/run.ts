import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { projectWithCopiedContent } from '../../tests/e2e/dev-server.ts';
import { median } from '../lighthouse/stats.ts';
import { writeResultsSection } from '../results.ts';

// A cold dev server's first page: from starting `vite` in a new process to the home page's HTML, rendered on the
// server. Target: 3 s or less. Two kinds of start: `--force`, its browser dependencies optimised again (a fresh clone's
// first `npm run dev`, or one after `npm ci`), on a copy of the content; and a start that finds them optimised by the
// one before (every later `npm run dev`), on the project itself: Vite's dependency cache is only valid for the root it
// was made for, so every new copy optimised them again. A new process each run: a server created again in the same
// process finds Node's modules (Chakra, React, Vite's own) loaded already, and answered in a third of the time.
const runs = Number(process.env.BENCH_RUNS ?? 3);
const path = '/';
const projectRoot = resolve(import.meta.dirname, '../..');
const vite = join(projectRoot, 'node_modules/vite/bin/vite.js');

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

async function firstPage(root: string, options: readonly string[]): Promise<number> {
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
  }
}

async function onCopy(options: readonly string[]): Promise<number> {
  const root = projectWithCopiedContent('bench-dev-');
  try {
    return await firstPage(root, options);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const starts = [
  { name: 'dependencies optimised again (`--force`: a fresh clone, or after `npm ci`)', run: () => onCopy(['--force']) },
  {
    name: 'dependencies optimised by the start before (every later `npm run dev`)',
    run: () => firstPage(projectRoot, []),
    before: () => firstPage(projectRoot, []),
  },
];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const measured: Array<{ name: string; times: number[] }> = [];
for (const { name, run, before } of starts) {
  // Not timed: the start that leaves the dependencies optimised for the project's own configuration.
  await before?.();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) times.push(await run());
  console.log(`first page of a cold dev server, ${name}: ${times.map(seconds).join(', ')}`);
  measured.push({ name, times });
}
writeResultsSection(
  'dev-server',
  `## Dev server: first page when cold

\`npm run bench:dev-server\`, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores: \`vite\` started in a new process (\`--force\` on a copy of
the content, the other start on the project itself), to the HTML of \`${path}\` (target ≤ 3 s), ${runs} runs of each start.

| start | median | worst |
| --- | --- | --- |
${measured.map(({ name, times }) => `| ${name} | ${seconds(median(times))} | ${seconds(Math.max(...times))} |`).join('\n')}`,
);
process.exit(0);
