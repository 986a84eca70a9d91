import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pagesPlugin } from './engine/build/vite-plugin-pages.ts';

// Unit, component and backend suites. Real-browser suites live in vitest.e2e.config.ts.
export default defineConfig({
  plugins: [react(), pagesPlugin()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    pool: 'forks',
  },
});
