import { defineConfig } from 'vitest/config';

// Real-Chromium suites against the production build served by `vite preview` with the local backend.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
