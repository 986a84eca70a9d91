import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import { handleAuth } from './auth-api.ts';
import { apiCorsHeaders } from './cors.ts';
import type { Database } from './db/database.ts';
import { handleFunction } from './functions.ts';
import { jsonResponse, type ApiResponse } from './http-types.ts';
import { handleRest } from './rest/router.ts';

/** A connect-style middleware, as Vite's dev and preview servers (and a bare node:http server) take. */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** Only these prefixes are the backend's; every other path is left to the site. */
export const BACKEND_PREFIXES = ['/rest/v1/', '/functions/v1/', '/auth/v1/'] as const;

// Far above anything the site sends to the database; each function applies its own limit, the largest an image the
// editor uploads (10 MB, supabase/functions/_shared/publish/content-files.ts).
const MAX_REQUEST_BYTES = 1024 * 1024;
const MAX_FUNCTION_REQUEST_BYTES = 11 * 1024 * 1024;

class TooLarge extends Error {}
class IncompleteBody extends Error {}

async function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new TooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    // The client went away, or cut its body short of its Content-Length or chunked framing.
    throw error instanceof TooLarge ? error : new IncompleteBody();
  }
  return Buffer.concat(chunks);
}

function failureResponse(error: unknown): ApiResponse {
  if (error instanceof TooLarge) return jsonResponse(413, { code: 'PGRST413', message: 'Payload too large', details: null, hint: null });
  if (error instanceof IncompleteBody) return jsonResponse(400, { code: 'PGRST102', message: 'Incomplete request body', details: null, hint: null });
  // Logged here, never shown: the answer must not carry a stack trace or the server's paths.
  console.error('[local backend] unexpected error', error);
  return jsonResponse(500, { code: 'PGRSTX00', message: 'Internal error in the local backend', details: null, hint: null });
}

function send(response: ServerResponse, reply: ApiResponse, extraHeaders: Record<string, string>): void {
  response.statusCode = reply.status;
  for (const [name, value] of Object.entries({ ...extraHeaders, ...reply.headers })) response.setHeader(name, value);
  response.end(reply.body);
}

function webRequest(request: IncomingMessage, url: URL, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // Hop-by-hop headers describe the Node connection, not the request the function sees.
    if (value === undefined || ['connection', 'transfer-encoding', 'keep-alive', 'host'].includes(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = body.length > 0 && request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, { method: request.method, headers, body: hasBody ? new Uint8Array(body) : null });
}

async function dispatch(request: IncomingMessage, url: URL, database: () => Promise<Database>): Promise<ApiResponse> {
  const method = request.method ?? 'GET';
  const [, area, version, ...rest] = url.pathname.split('/');
  const path = rest.join('/');
  const isFunction = area === 'functions' && version === 'v1';
  const body = await readBody(request, isFunction ? MAX_FUNCTION_REQUEST_BYTES : MAX_REQUEST_BYTES);
  if (isFunction) {
    return handleFunction(rest[0] ?? '', webRequest(request, url, body), request.headers);
  }
  if (method === 'OPTIONS') return { status: 200 };
  let db: Database;
  try {
    db = await database();
  } catch (error) {
    console.error('[local backend] the database could not be opened', error);
    return jsonResponse(503, { code: 'PGRST000', message: 'Could not connect with the database', details: null, hint: null });
  }
  if (area === 'auth') {
    // The links the Auth API builds lead back to the origin the request reached (the site's own, on npm start).
    const origin = `http://${request.headers.host ?? 'localhost'}`;
    return handleAuth(db, { method, path, search: url.searchParams, headers: request.headers, body, origin });
  }
  return handleRest(db, { method, path, search: url.searchParams, headers: request.headers, body });
}

/**
 * The request's path on the address it reached: the publish function calls the backend back there, as the caller. The
 * socket's own address, not the Host header, which the client writes.
 */
function requestUrl(request: IncomingMessage): URL {
  const { localAddress, localPort } = request.socket;
  const host = localAddress === undefined ? 'local.backend' : isIPv6(localAddress) ? `[${localAddress}]:${localPort}` : `${localAddress}:${localPort}`;
  return new URL(request.url ?? '/', `http://${host}`);
}

/**
 * Serves Supabase's HTTP API (the part the site uses) from the database `database()` opens, on the site's own origin. Request
 * lines were vetted by http-guard.ts; whatever fails past that is answered here, never handed to next().
 */
export function createBackendMiddleware(database: () => Promise<Database>): Middleware {
  return (request, response, next) => {
    const url = requestUrl(request);
    if (!BACKEND_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
      next();
      return;
    }
    const cors = url.pathname.startsWith('/functions/') ? {} : apiCorsHeaders(request.headers);
    dispatch(request, url, database)
      .catch(failureResponse)
      .then((reply) => send(response, reply, cors))
      // Only writing can fail here (the client has gone): nothing is left to answer.
      .catch(() => response.destroy());
  };
}
