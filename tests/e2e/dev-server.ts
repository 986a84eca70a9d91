import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';

const projectRoot = resolve(import.meta.dirname, '../..');

export interface DevServerOnCopy {
  /** The temporary project: copies of pages/, data/ and images/ beside links to the real code. */
  root: string;
  baseUrl: string;
  server: ViteDevServer;
  /**
   * Writes `contents` to `file` (a path in the copy) and resolves once the server's file watcher has reported it.
   * The site's pages plugin drops what it read on that same event, before this resolves (its listener came
   * first), so the next request sees the new content.
   */
  write(file: string, contents: string): Promise<void>;
  close(): Promise<void>;
}

/** A temporary project: copies of pages/, data/ and images/ beside links to the real code (removed by the caller). */
export function projectWithCopiedContent(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const linked = ['engine', 'editor', 'blocks', 'node_modules', 'public', 'supabase', 'package.json', 'tsconfig.json', 'vite.config.ts', 'site.config.ts'];
  for (const entry of linked) {
    symlinkSync(join(projectRoot, entry), join(root, entry));
  }
  cpSync(join(projectRoot, 'pages'), join(root, 'pages'), { recursive: true });
  cpSync(join(projectRoot, 'data'), join(root, 'data'), { recursive: true });
  // The images too: the editor writes uploads into images/.
  cpSync(join(projectRoot, 'images'), join(root, 'images'), { recursive: true });
  return root;
}

/** `vite dev` on a copy of the content a test may change or break, with an in-memory local backend. */
export async function devServerOnCopy(prefix: string): Promise<DevServerOnCopy> {
  const root = projectWithCopiedContent(prefix);
  process.env.LOCAL_DB = 'memory';
  // Dependencies optimised into the copy, not into node_modules/.vite, which the project's own dev server uses:
  // two e2e files running at once (or a developer's `npm run dev`) would overwrite each other's.
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    cacheDir: join(root, '.vite'),
    logLevel: 'silent',
    // The linked code is the project's, outside the copy's root: without it there, Vite refused to transform what a
    // browser asked of it (it answered with the raw file), unless the server itself had transformed it first.
    server: { port: 0, host: '127.0.0.1', fs: { allow: [root, projectRoot] } },
  });
  await server.listen();
  const address = server.httpServer!.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    root,
    baseUrl,
    server,
    write(file, contents) {
      const seen = new Promise<void>((done) => {
        const listener = (_event: string, changed: string) => {
          if (changed !== file) return;
          server.watcher.off('all', listener);
          done();
        };
        server.watcher.on('all', listener);
      });
      writeFileSync(file, contents);
      return seen;
    },
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
