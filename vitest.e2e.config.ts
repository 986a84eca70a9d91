import { defineConfig } from 'vitest/config';
import { LandingFirst } from './tests/e2e/sequencer.ts';

// Real-Chromium suites against the production build served as `npm start` serves it (engine/server/), with the local
// backend. The global setup builds (unless E2E_SKIP_BUILD=1) and serves it once, for both projects: it belongs to this
// root config, which they do not extend.
//
// The interaction tests at 4× CPU slowdown run last, one file at a time, with nothing else running: a second
// Chromium busy beside them would make the CPU slower than the one they state. At normal speed they run with the
// other files, two at a time, one per core: no test here has a clock in it (the editor's keystroke-to-preview time
// is a benchmark: npm run bench:editor), and a busy neighbour only makes a run slower, which 4× covers.
const interactionFiles = ['tests/e2e/first-interactions.e2e.test.ts', 'tests/e2e/keyboard.e2e.test.ts'];

// expect.poll waits for an outcome, it is not a latency bound (those are measured): its default 1 s deadline ran out on
// a client-side navigation on a CI machine running at half this one's speed.
const common = {
  include: ['tests/e2e/**/*.e2e.test.ts'],
  environment: 'node' as const,
  // A worker loads the modules the files share (the site's definition, its blocks and their React and Chakra) once, not
  // once per file: no file replaces a module, and a helper registers its hooks in a function each file calls.
  isolate: false,
  // A test's waits end on what the page does (engine/prerender/chromium.ts, waitLimit): its own limit, a few of them.
  testTimeout: 240_000,
  hookTimeout: 300_000,
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  test: {
    globalSetup: ['tests/e2e/global-setup.ts'],
    sequence: { sequencer: LandingFirst },
    projects: [
      { test: { ...common, name: 'e2e', provide: { cpuRates: [1] }, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { test: { ...common, name: 'e2e-4x-cpu', include: interactionFiles, provide: { cpuRates: [4] }, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
