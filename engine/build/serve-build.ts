import { resolve } from 'node:path';
import { preview } from 'vite';

const root = resolve(import.meta.dirname, '../..');

export interface ServedBuild {
  url: string;
  close(): Promise<void>;
}

/** Serves a built site (dist/ by default) on a free localhost port, as `npm run preview` does. */
export async function serveBuild(outDir = 'dist'): Promise<ServedBuild> {
  const server = await preview({ root, logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('the preview server has no port');
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

/** Runs `npm run build` unless the caller already has a fresh dist/. */
export async function buildSite(): Promise<void> {
  const { spawnSync } = await import('node:child_process');
  const result = spawnSync('npx', ['tsx', 'engine/build/build.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}
