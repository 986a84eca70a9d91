import { realpathSync } from 'node:fs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig } from 'vitest/config';
import storybookViteConfig from './.storybook/vite.config.ts';
import { pagesPlugin } from './engine/prerender/vite-plugin-pages.ts';
import { chromiumArgs, chromiumPath } from './engine/prerender/chromium.ts';
import site from './site.config.ts';

// Three projects: `unit` (unit and component suites in Node and jsdom), `backend` (the backend suites, on PGlite)
// and `storybook` (every story rendered in real Chromium, with its play function and addon-a11y's axe check).
// Real-browser suites against the production build live in vitest.e2e.config.ts.

/** A project of suites that run in Node (and jsdom, for the component tests that ask for it). */
function nodeProject(name: string, files: { include: string[]; exclude: string[] }, isolate = true) {
  return {
    plugins: [react(), pagesPlugin(site)],
    test: {
      name,
      ...files,
      environment: 'node' as const,
      setupFiles: ['tests/setup.ts'],
      testTimeout: 20_000,
      pool: 'forks' as const,
      isolate,
      // The backend suites start about 20 in-memory PGlite databases (Postgres compiled to WebAssembly; each
      // runs initdb). V8 compiles its wasm twice, a quick baseline and then optimised code on background
      // threads, which on 2 cores compete with the tests for a few seconds per database that then lives for
      // seconds: baseline code only (V8's Liftoff) took the suite's CPU time from about 364 s to 313 s. Wasm only;
      // JS is compiled as always.
      execArgv: ['--liftoff-only'],
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      // A worker evaluates the modules the unit files share (React, Chakra, the content) once, not once per file: 75 s
      // instead of 193 s (import 13 s instead of 58 s). Each file still has its own setup (tests/setup.ts cleans the
      // document after every test). The backend suites replace modules (vi.mock) and keep their isolation.
      nodeProject('unit', { include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/e2e/**', 'tests/backend/**', 'node_modules/**'] }, false),
      // The backend suites apart, so that npm test runs them on the core the type check and lint leave free.
      nodeProject('backend', { include: ['tests/backend/**/*.test.{ts,tsx}'], exclude: ['node_modules/**'] }),
      {
        // The stories come from .storybook/main.ts. Storybook's own server adds the plugins and styles (Panda) of its Vite
        // config (.storybook/vite.config.ts); the test plugin doesn't read that file, so they are added here.
        plugins: [storybookTest({ configDir: '.storybook' }), ...(storybookViteConfig.plugins ?? [])],
        css: storybookViteConfig.css,
        // node_modules may be a link to another checkout's (a git worktree sharing one install): Vite serves the
        // browser files from the project only, and the stories would fail to load the addon's setup file from there.
        server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] } },
        test: {
          name: 'storybook',
          setupFiles: ['tests/stories/story-checks.ts'],
          // One page for every story file, as Storybook's own preview keeps one from story to story: Chakra, React and the
          // setup are loaded once, not once per file (bench/RESULTS.md, "Test run"). The preview gives every story a clean
          // start (its beforeEach, .storybook/preview.tsx); the files pass in any order (--sequence.shuffle.files).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
