import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { DatabaseSettings } from '../../supabase/local/db/open.ts';
import { guardHttpServer } from '../../supabase/local/http-guard.ts';
import { createLocalBackend } from '../../supabase/local/local-backend.ts';
import { isLocalHost } from './host-check.ts';
import { readHostingRules } from './hosting-rules-file.ts';
import { listenFromPort } from './listen.ts';
import type { HostingRules } from './hosting-rules.ts';
import { redirectFor, responseHeaders } from './rule-matching.ts';
import { staticFiles, type SiteHandler } from './static-files.ts';

export interface ProductionServerOptions {
  /** The built site (dist/ of `npm run build`). */
  dist: string;
  /** The local backend's database (supabase/local/settings.ts). */
  backend: DatabaseSettings;
  host: string;
  /** The first port tried (the next ones when it is taken); 0: any free port. */
  port: number;
}

export interface ProductionServer {
  server: Server;
  /** The port it listens on, once listening. */
  port: number;
  close(): Promise<void>;
}

const plain = (response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(`${message}\n`);
};

/** The site's own paths (`path`: the request's, without its query): its redirects and rewrites, then its files, read-only. */
function siteHandler(rules: HostingRules, files: SiteHandler): SiteHandler {
  return (request, response, path) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    const redirect = redirectFor(rules, path);
    if (!redirect) return files(request, response, path);
    if (redirect.status === 200) {
      // A rewrite: the file at its target answers, under the address asked for.
      request.url = redirect.to;
      return files(request, response, redirect.to);
    }
    const query = request.url!.slice(path.length);
    response.writeHead(redirect.status, { Location: `${redirect.to}${query}` });
    response.end();
  };
}

/**
 * The built site as a visitor gets it (compressed, cached, with the headers of engine/server/hosting-rules.ts on
 * every response, the backend's included), with the local backend on the same origin as in development. The
 * guard of supabase/local/http-guard.ts answers malformed requests with a 4xx before anything else reads them, and
 * only requests addressed to this machine are served.
 */
export async function startProductionServer({ dist, backend: settings, host, port }: ProductionServerOptions): Promise<ProductionServer> {
  const rules = readHostingRules(dist);
  const site = siteHandler(rules, staticFiles(dist));
  const backend = createLocalBackend(settings);
  // Opened now, while the visitor reads the page, rather than on the first form sent; a failure is answered then (503).
  backend.database.catch(() => undefined);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    // As sirv and the hosts match it: the path as sent, without its query.
    const path = request.url!.split(/[?#]/, 1)[0]!;
    for (const [name, value] of Object.entries(responseHeaders(rules, path))) response.setHeader(name, value);
    if (!isLocalHost(request.headers.host)) return plain(response, 403, 'Forbidden: this server answers for localhost only');
    backend.middleware(request, response, (error) => {
      if (error) plain(response, 500, 'Internal Server Error');
      else site(request, response, path);
    });
  });
  // Its 4xx answers to malformed requests carry the same security headers as every other response.
  guardHttpServer(server, responseHeaders(rules, '/'));
  const close = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
    await backend.close();
  };
  try {
    return { server, port: await listenFromPort(server, port, host), close };
  } catch (error) {
    await backend.close();
    throw error;
  }
}
