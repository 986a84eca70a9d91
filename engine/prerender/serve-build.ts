import { resolve } from 'node:path';
import { localBackendSettings } from '../../supabase/local/settings.ts';
import { startProductionServer } from '../server/production-server.ts';

const root = resolve(import.meta.dirname, '../..');

export interface ServedBuild {
  url: string;
  close(): Promise<void>;
}

/** Serves a built site (dist/ by default) on a free localhost port as `npm start` does: compressed, with its headers and the local backend. */
export async function serveBuild(outDir = 'dist'): Promise<ServedBuild> {
  const server = await startProductionServer({ dist: resolve(root, outDir), backend: localBackendSettings({}, root), host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${server.port}`, close: () => server.close() };
}

/** Runs `npm run build` (the publish function's checks, which the served backend imports, then dist/) unless the caller already has a fresh dist/. */
export async function buildSite(): Promise<void> {
  const { spawnSync } = await import('node:child_process');
  const result = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}
