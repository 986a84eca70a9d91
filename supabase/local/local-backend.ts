import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from './db/database.ts';
import { openDatabase, type DatabaseSettings } from './db/open.ts';
import { guardHttpServer } from './http-guard.ts';
import { createBackendMiddleware, type Middleware } from './middleware.ts';

export interface LocalBackend {
  middleware: Middleware;
  /** Resolves once migrations are applied; tests use it to reach the database directly. */
  database: Promise<Database>;
  close(): Promise<void>;
}

/** The database and the middleware serving it. The database opens in the background; requests wait for it. */
export function createLocalBackend(settings: DatabaseSettings): LocalBackend {
  const database = openDatabase(settings);
  return {
    middleware: createBackendMiddleware(database),
    database,
    close: () =>
      database.then(
        (db) => db.close(),
        () => undefined,
      ),
  };
}

export interface ServedBackend extends LocalBackend {
  /** e.g. http://127.0.0.1:54321: what supabase-js takes as the project URL. */
  url: string;
  server: Server;
}

/** The backend on its own loopback HTTP server (tests, benchmark); the site uses the Vite plugin instead. */
export async function serveLocalBackend(settings: DatabaseSettings, port = 0): Promise<ServedBackend> {
  const backend = createLocalBackend(settings);
  await backend.database;
  const server = createServer((request, response) =>
    backend.middleware(request, response, (error?: unknown) => {
      response.statusCode = error ? 500 : 404;
      response.end();
    }),
  );
  guardHttpServer(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    ...backend,
    url: `http://127.0.0.1:${actualPort}`,
    server,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await backend.close();
    },
  };
}
