import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from './db/database.ts';
import { openDatabase, type DatabaseSettings } from './db/open.ts';
import { guardHttpServer } from './http-guard.ts';
import { createBackendMiddleware, type Middleware } from './middleware.ts';

export interface LocalBackend {
  middleware: Middleware;
  /**
   * Opens the database on first use (the first request to the API, or a test reaching it) and resolves once its
   * migrations are applied: a dev server that only renders pages never starts one.
   */
  readonly database: Promise<Database>;
  close(): Promise<void>;
}

/** The database and the middleware serving it; requests wait for the database to open. */
export function createLocalBackend(settings: DatabaseSettings): LocalBackend {
  let opened: Promise<Database> | undefined;
  const database = () => (opened ??= openDatabase(settings));
  return {
    middleware: createBackendMiddleware(database),
    get database() {
      return database();
    },
    close: async () => {
      await opened?.then(
        (db) => db.close(),
        () => undefined,
      );
    },
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
