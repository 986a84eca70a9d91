import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

// An off-thread module hook makes every later import of the process wait on another thread: about 1.2 s of a cold dev
// server's first page on Node 20 (bench/RESULTS.md, "Dev server"). Vite registers one when a module it evaluates
// gets Node's import.meta, or when a file the config imports names its resolve function (engine/prerender/ssr-module-runner.ts).
it('renders the dev server’s first page without registering an off-thread module hook', () => {
  const printed = execFileSync(process.execPath, [join(import.meta.dirname, 'support/first-page-module-hooks.mjs'), root], {
    cwd: root,
    env: { ...process.env, LOCAL_DB: 'memory' },
    encoding: 'utf8',
  });
  expect(JSON.parse(printed.trim().split('\n').pop()!)).toEqual({ status: 200, registered: 0 });
}, 120_000);
