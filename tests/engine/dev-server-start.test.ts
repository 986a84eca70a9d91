import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { beforeAll, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

// Two starts of the project's dev server in a process of its own (support/dev-server-starts.mjs), each asked for
// its home page: what a cold start costs that it need not (bench/RESULTS.md, "Dev server").
let printed: {
  status: number;
  registered: number;
  pandaLoaded: boolean;
  slowPackages: string[];
  metadata: boolean;
  optimisedAgain: string[];
  styledSystemEvaluatedOnRestart: number;
  runnersUsed: number;
  runnersLeftOpen: number;
};
beforeAll(() => {
  const output = execFileSync(process.execPath, [join(import.meta.dirname, 'support/dev-server-starts.mjs'), root], {
    cwd: root,
    env: { ...process.env, LOCAL_DB: 'memory' },
    encoding: 'utf8',
  });
  printed = JSON.parse(output.trim().split('\n').pop()!);
}, 180_000);

// An off-thread module hook makes every later import of the process wait on another thread: about 1.2 s of a cold dev
// server's first page on Node 20. Vite registers one when a module it evaluates gets Node's import.meta, or when a file
// the config imports names its resolve function (engine/prerender/ssr-module-runner.ts).
it('renders the dev server’s first page without registering an off-thread module hook', () => {
  expect(printed).toMatchObject({ status: 200, registered: 0 });
});

// Panda (with TypeScript and ts-morph) compiles the islands' stylesheet, which no page's HTML needs: loaded when the
// server started, then when the page's scripts were transformed beside its render, it cost the first page 2-3 s
// (engine/prerender/panda-postcss.ts, devHeadTags in vite-plugin-serve-pages.ts).
it('renders the dev server’s first page without loading Panda', () => {
  expect(printed).toMatchObject({ status: 200, pandaLoaded: false });
});

// Node loads Chakra UI as some 1,500 ES modules one by one, and scans lucide-react's CommonJS file for its exports: the
// first page imports them bundled (engine/prerender/ssr-dependency-bundles.ts).
it('renders the dev server’s first page with Chakra UI and lucide-react from their bundles, not their own files', () => {
  expect(printed.status).toBe(200);
  expect(printed.slowPackages.filter((file) => !file.startsWith('node_modules/.cache/ssr-dependencies/'))).toEqual([]);
  expect(printed.slowPackages.map((file) => file.split('/').pop()).sort()).toEqual(['chakra-ui-react-theme.mjs', 'chakra-ui-react.mjs', 'lucide-react.mjs']);
});

// The style modules' evaluator (engine/prerender/vite-plugin-compiled-styles.ts) wrote its own dependency metadata
// into the project's cache: every start then optimised the browser dependencies again, 5 s of a first page.
it('starts again on the browser dependencies the start before optimised', () => {
  expect(printed).toMatchObject({ metadata: true, optimisedAgain: [] });
});

// The style modules are compiled by evaluating Panda's helpers and recipes (engine/prerender/vite-plugin-compiled-styles.ts),
// about a hundred modules: a start on unchanged files takes what the start before compiled.
it('starts again without evaluating Panda’s helpers and recipes: the style modules compiled before are kept', () => {
  expect(printed).toMatchObject({ styledSystemEvaluatedOnRestart: 0 });
});

// The page renderer's module runner holds every module it evaluated (Chakra's bundle among them): whoever makes one closes
// it, and the dev server's plugins close theirs with the server (engine/prerender/vite-plugin-serve-pages.ts).
it('closes the module runners that rendered its first page when the server closes', () => {
  expect(printed.runnersUsed).toBeGreaterThan(0);
  expect(printed.runnersLeftOpen).toBe(0);
});
