import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = resolve(import.meta.dirname, '../..');
let server: PreviewServer | undefined;

/** Builds the site once (unless E2E_SKIP_BUILD=1) and serves dist/ with an in-memory local backend. */
export async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['tsx', 'engine/build/build.ts'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  process.env.LOCAL_DB = 'memory';
  server = await preview({ root, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
}

export async function teardown() {
  await server?.close();
}
