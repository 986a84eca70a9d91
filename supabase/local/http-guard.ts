import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { Duplex } from 'node:stream';

// Vite's router hands every request target to Node's url.parse(), outside any error handler: one request
// line such as `GET http://[ HTTP/1.1` killed the dev and preview servers, and the local backend with them;
// targets that only some parsers reject came back as 500 pages with a stack trace. This guard sits in front
// of every request listener the server has, answers what is malformed with a short 4xx of its own, and
// lets nothing thrown while handling a request escape. It judges the request line only: headers and bodies
// are checked by Node's parser (see onClientError) and by the handlers themselves.

export interface Refusal {
  status: number;
  message: string;
}

// Cross-site tracing and tunnelling: nothing here has a use for them.
const REFUSED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

// Node still parses a bare `GET /` line as HTTP/0.9, which has no headers and no status line.
const SERVED_VERSIONS = new Set(['1.0', '1.1', '2.0']);

const BASE = 'http://guard.invalid';

/** Why a request line cannot be served, or undefined when it can. Only origin-form targets (a path) are served. */
export function refusalFor(method: string | undefined, target: string | undefined, version: string): Refusal | undefined {
  if (!SERVED_VERSIONS.has(version)) return { status: 400, message: 'Bad Request: unsupported HTTP version' };
  if (method === undefined || REFUSED_METHODS.has(method)) return { status: 405, message: 'Method Not Allowed' };
  // Absolute-form (`http://host/path`) is for proxies, authority-form for CONNECT, asterisk-form for server-wide
  // OPTIONS: this server is none of those, and parsers disagree on them.
  if (target === undefined || !target.startsWith('/')) return { status: 400, message: 'Bad Request: the request target must be a path' };
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return { status: 400, message: 'Bad Request: malformed request target' };
  }
  // `//host/path` reads as a path to some parsers and as another host to others.
  if (url.origin !== BASE) return { status: 400, message: 'Bad Request: the request target must be a path' };
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return { status: 400, message: 'Bad Request: malformed percent-encoding in the path' };
  }
  return undefined;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};

type AnswerHeaders = Readonly<Record<string, string>>;

function plainHeaders(status: number, body: string, extra: AnswerHeaders): Record<string, string | number> {
  return {
    ...extra,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
    ...(status === 405 ? { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' } : {}),
  };
}

function respond(response: ServerResponse, status: number, message: string, extra: AnswerHeaders): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const body = `${message}\n`;
  response.writeHead(status, plainHeaders(status, body, extra));
  response.end(body);
}

/** The same answer written straight to a socket, for requests Node could not parse into a request object. */
function respondOnSocket(socket: Duplex, status: number, extra: AnswerHeaders): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const reason = REASONS[status] ?? 'Bad Request';
  const body = `${reason}\n`;
  const headers = Object.entries(plainHeaders(status, body, extra)).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers.join('')}\r\n${body}`);
}

// Node's parser refuses invalid methods, header bytes, oversized heads and broken framing before any request
// listener runs; this replaces the bare status line Node and Vite write then with the same plain answer.
const onClientError = (extra: AnswerHeaders) => (error: NodeJS.ErrnoException, socket: Duplex) => {
  if (error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW' ? 413 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  respondOnSocket(socket, status, extra);
};

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts the guard in front of the server's request listeners; call it once they are attached. `answerHeaders`: what
 * the guard's own answers carry besides their status and text (the production server's security headers).
 */
export function guardHttpServer(server: Server | Http2SecureServer, answerHeaders: AnswerHeaders = {}): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const refusal = refusalFor(request.method, request.url, request.httpVersion);
    if (refusal) {
      respond(response, refusal.status, refusal.message, answerHeaders);
      return;
    }
    try {
      for (const listener of listeners) listener.call(server, request, response);
    } catch (error) {
      console.error('[local server] a request handler threw', error);
      respond(response, 500, 'Internal Server Error', answerHeaders);
    }
  });
  server.removeAllListeners('clientError');
  server.on('clientError', onClientError(answerHeaders));
  // Without a listener Node closes a CONNECT request's connection without a word.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => respondOnSocket(socket, 405, answerHeaders));
}
