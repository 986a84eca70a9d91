import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';

const projectRoot = resolve(import.meta.dirname, '../..');

export interface DevServerOnCopy {
  /** The temporary project: copies of pages/ and data/ beside links to the real code. */
  root: string;
  baseUrl: string;
  server: ViteDevServer;
  close(): Promise<void>;
}

/** `vite dev` on a copy of the content a test may change or break, with an in-memory local backend. */
export async function devServerOnCopy(prefix: string): Promise<DevServerOnCopy> {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of ['engine', 'blocks', 'node_modules', 'public', 'supabase', 'package.json', 'tsconfig.json', 'vite.config.ts']) {
    symlinkSync(join(projectRoot, entry), join(root, entry));
  }
  cpSync(join(projectRoot, 'pages'), join(root, 'pages'), { recursive: true });
  cpSync(join(projectRoot, 'data'), join(root, 'data'), { recursive: true });
  process.env.LOCAL_DB = 'memory';
  const server = await createServer({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  const address = server.httpServer!.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    root,
    baseUrl,
    server,
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
