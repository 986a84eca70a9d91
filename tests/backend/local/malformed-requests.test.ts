import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PreviewServer, ViteDevServer } from 'vite';
import { LOCAL_ANON_KEY } from '../../../supabase/local/keys.ts';
import { BACKEND_START_TIMEOUT } from '../support/backend.ts';
import { uniqueEmail } from '../support/tokens.ts';
import { startProductionSite } from '../support/production-server.ts';
import { BUILT_PAGE, DEV_PAGE, siteRoot, startDevServer, startPreviewServer, urlOf } from '../support/vite-servers.ts';

// What `npm start` (engine/server/), `vite preview` and `npm run dev` serve, probed as an attacker would: raw bytes
// over a socket, no key. Every malformed request line, target, method, header or body gets a short 4xx,
// never a stack trace, and the server, with the local backend in it, keeps serving.

let root: string;
let port: number;
const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

beforeAll(async () => {
  root = await siteRoot();
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  logged.mockRestore();
});

interface Started {
  url: string;
  close(): Promise<void>;
}
const started = async (server: Promise<PreviewServer | ViteDevServer>): Promise<Started> => {
  const vite = await server;
  return { url: urlOf(vite), close: () => vite.close() };
};

const SERVERS: Array<[string, () => Promise<Started>, string]> = [
  ['production server (npm start)', () => startProductionSite(root), BUILT_PAGE],
  ['preview server (vite preview)', () => started(startPreviewServer(root, { memory: true })), BUILT_PAGE],
  ['dev server (npm run dev)', () => started(startDevServer(root, { memory: true })), DEV_PAGE],
];

interface Exchange {
  /** The raw answer, as received. */
  text: string;
  closed: boolean;
}

/**
 * Writes `bytes` and reads until the server closes. A request cut short is followed by the client's end of
 * the connection (half-close), so the server sees it will never get the rest.
 */
function exchange(bytes: string | Buffer, cut: boolean, timeoutMs = 5_000): Promise<Exchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => (cut ? socket.end(bytes) : socket.write(bytes)));
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closed });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
  });
}

// Connection: close, so that the server ends the exchange once it has answered.
const host = () => `Host: 127.0.0.1:${port}\r\nConnection: close`;
/** A request line and headers. */
const head = (requestLine: string, ...headers: string[]) => `${requestLine}\r\n${[host(), ...headers].join('\r\n')}\r\n\r\n`;
/** A POST whose body (or chunked framing) stops short of what its headers announce. */
const cutPost = (path: string, body: string, ...headers: string[]) =>
  `POST ${path} HTTP/1.1\r\n${[host(), `apikey: ${LOCAL_ANON_KEY}`, 'Content-Type: application/json', ...headers].join('\r\n')}\r\n\r\n${body}`;
const long = 'a'.repeat(20_000);

const MALFORMED: Array<[string, () => string | Buffer, 'cut'?]> = [
  // The issue's three
  ['an absolute-form target that is no URL', () => head('GET http://[ HTTP/1.1')],
  ['a path that parses as another host', () => head('GET //[ HTTP/1.1')],
  ['TRACE on a function', () => head('TRACE /functions/v1/x HTTP/1.1')],
  // Percent-encoding
  ['a lone %', () => head('GET /% HTTP/1.1')],
  ['%zz', () => head('GET /%zz HTTP/1.1')],
  ['a truncated UTF-8 sequence', () => head('GET /%E0%A4%A HTTP/1.1')],
  ['an overlong UTF-8 encoding', () => head('GET /%C0%AF HTTP/1.1')],
  ['a lone continuation byte', () => head('GET /%80 HTTP/1.1')],
  ['bad encoding under /rest/v1', () => head('GET /rest/v1/%ff HTTP/1.1')],
  ['bad encoding under /functions/v1', () => head('POST /functions/v1/% HTTP/1.1', 'Content-Length: 0')],
  ['bad encoding in an rpc name', () => head('POST /rest/v1/rpc/%zz HTTP/1.1', 'Content-Length: 0')],
  ['bad encoding under /auth/v1', () => head('GET /auth/v1/%E2%82 HTTP/1.1')],
  ['bad encoding in the query', () => head('GET /rest/v1/leads?select=%zz HTTP/1.1')],
  // Absolute-form, authority-form, asterisk-form and other targets that are not a path
  ['absolute-form to this server', () => head(`GET http://127.0.0.1:${port}/ HTTP/1.1`)],
  ['absolute-form to another host', () => head('GET http://evil.example/rest/v1/leads HTTP/1.1')],
  ['absolute-form https', () => head('GET https://evil.example/ HTTP/1.1')],
  ['absolute-form with an impossible port', () => head('GET http://[::1]:99999/ HTTP/1.1')],
  ['a file: URL', () => head('GET file:///etc/passwd HTTP/1.1')],
  ['a javascript: URL', () => head('GET javascript:alert(1) HTTP/1.1')],
  ['authority-form with GET', () => head(`GET 127.0.0.1:${port} HTTP/1.1`)],
  ['authority-form with CONNECT', () => head('CONNECT 127.0.0.1:22 HTTP/1.1')],
  ['CONNECT to another host', () => head('CONNECT evil.example:443 HTTP/1.1')],
  ['asterisk-form OPTIONS', () => head('OPTIONS * HTTP/1.1')],
  ['asterisk-form GET', () => head('GET * HTTP/1.1')],
  ['a bare //', () => head('GET // HTTP/1.1')],
  ['a protocol-relative path', () => head('GET //evil.example/x HTTP/1.1')],
  ['a query with no path', () => head('GET ?x=1 HTTP/1.1')],
  ['a backslash target', () => head('GET \\\\evil.example\\x HTTP/1.1')],
  // Overlong lines
  ['a 20 000-character path', () => head(`GET /${long} HTTP/1.1`)],
  ['a 20 000-character header', () => head('GET / HTTP/1.1', `X-Long: ${long}`)],
  ['a 20 000-character header name', () => head('GET / HTTP/1.1', `${long}: x`)],
  ['a 20 000-character method', () => head(`${'G'.repeat(20_000)} / HTTP/1.1`)],
  // Methods
  ['TRACE on the site', () => head('TRACE / HTTP/1.1')],
  ['TRACE on the REST API', () => head('TRACE /rest/v1/leads HTTP/1.1')],
  ['TRACK', () => head('TRACK / HTTP/1.1')],
  ['CONNECT with a path', () => head('CONNECT / HTTP/1.1')],
  ['an unknown method', () => head('FOO / HTTP/1.1')],
  ['a lower-case method', () => head('get / HTTP/1.1')],
  ['a method with a symbol', () => head('G@T / HTTP/1.1')],
  ['no method at all', () => head(' / HTTP/1.1')],
  // Request line and protocol
  ['HTTP/9.9', () => head('GET / HTTP/9.9')],
  ['no version (HTTP/0.9 style)', () => 'GET /\r\n\r\n'],
  ['HTTP/1.2', () => head('GET / HTTP/1.2')],
  ['a NUL byte in the target', () => head('GET /\u0000 HTTP/1.1')],
  ['a space in the target', () => head('GET /a b HTTP/1.1')],
  ['binary garbage', () => Buffer.from([0x16, 0x03, 0x01, 0x00, 0xff, 0xfe, 0x0d, 0x0a, 0x0d, 0x0a])],
  // Headers
  ['a space in a header name', () => head('GET / HTTP/1.1', 'Bad Header: x')],
  ['a NUL byte in a header value', () => head('GET / HTTP/1.1', 'X-Nul: a\u0000b')],
  ['a bare CR in a header value', () => head('GET / HTTP/1.1', 'X-Cr: a\rb')],
  ['a header without a colon', () => head('GET / HTTP/1.1', 'NoColon')],
  ['a header without a name', () => head('GET / HTTP/1.1', ': x')],
  ['a non-ASCII header name', () => head('GET / HTTP/1.1', 'Ünicode: x')],
  ['an obsolete folded header', () => head('GET / HTTP/1.1', 'X-Folded: a', ' b')],
  ['two different Content-Lengths', () => head('POST /rest/v1/leads HTTP/1.1', 'Content-Length: 1', 'Content-Length: 2')],
  ['a negative Content-Length', () => head('POST /rest/v1/leads HTTP/1.1', 'Content-Length: -1')],
  ['a Content-Length that is no number', () => head('POST /rest/v1/leads HTTP/1.1', 'Content-Length: ten')],
  [
    'chunked and a Content-Length together (smuggling)',
    () => head('POST /rest/v1/leads HTTP/1.1', 'Transfer-Encoding: chunked', 'Content-Length: 4') + '0\r\n\r\n',
  ],
  ['an unknown transfer coding', () => head('POST /rest/v1/leads HTTP/1.1', 'Transfer-Encoding: gzip')],
  ['no Host header', () => 'GET / HTTP/1.1\r\n\r\n'],
  ['a foreign Host header', () => 'GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'],
  // Bodies
  ['a body cut short of its Content-Length (REST)', () => cutPost('/rest/v1/leads', '{"company', 'Content-Length: 100'), 'cut'],
  [
    'a body cut short of its Content-Length (function)',
    () => cutPost('/functions/v1/generate-job-description', '{"a"', 'Content-Length: 50', `Authorization: Bearer ${LOCAL_ANON_KEY}`),
    'cut',
  ],
  ['a chunked body cut short', () => cutPost('/rest/v1/leads', '10\r\n{"company', 'Transfer-Encoding: chunked'), 'cut'],
  ['a request cut short in its headers', () => `POST /rest/v1/leads HTTP/1.1\r\n${host()}\r\nContent-Len`, 'cut'],
  ['an invalid chunk size', () => cutPost('/rest/v1/leads', 'zz\r\nxx\r\n0\r\n\r\n', 'Transfer-Encoding: chunked')],
];

/** The body as sent: a chunked answer (Node's own refusals use it) is decoded. */
function bodyOf(headers: string, raw: string): string {
  if (!/^transfer-encoding: *chunked/im.test(headers)) return raw;
  let body = '';
  let rest = raw;
  for (;;) {
    const [sizeLine = '', ...after] = rest.split('\r\n');
    const size = Number.parseInt(sizeLine, 16);
    if (!(size > 0)) return body;
    const chunk = after.join('\r\n');
    body += chunk.slice(0, size);
    rest = chunk.slice(size + 2);
  }
}

const STATUS_LINE = /^HTTP\/1\.1 (\d{3}) /;

describe.each(SERVERS)('the %s facing malformed requests', { timeout: 120_000 }, (_name, start, page) => {
  let server: Started;

  beforeAll(async () => {
    server = await start();
    port = Number(new URL(server.url).port);
    // The backend opens its database in the background; the probes below must not wait for it.
    await fetch(`${server.url}/rest/v1/`);
  }, BACKEND_START_TIMEOUT);
  afterAll(() => server.close());

  it(`answers each of ${MALFORMED.length} malformed raw requests with a 4xx and no stack trace, then still serves the site and the API`, async () => {
    expect(MALFORMED.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    for (const [name, bytes, cut] of MALFORMED) {
      const { text, closed } = await exchange(bytes(), cut === 'cut');
      const status = Number(STATUS_LINE.exec(text)?.[1]);
      const split = text.indexOf('\r\n\r\n');
      const headers = split < 0 ? text : text.slice(0, split);
      const body = split < 0 ? '' : bodyOf(headers, text.slice(split + 4));
      const type = /^content-type: *([^;\r\n]+)/im.exec(headers)?.[1]?.toLowerCase();
      const problems = [
        !closed && 'the connection was left hanging',
        !(status >= 400 && status < 500) && `status ${String(status)} (${JSON.stringify(text.slice(0, 80))})`,
        body !== '' && type !== 'text/plain' && type !== 'application/json' && `a ${String(type)} body`,
        /\bat \S+ \(|node_modules|\/work\/|[\w-]+\.[cm]?[jt]s:\d+/.test(body) && 'a stack trace or a path in the body',
      ].filter(Boolean);
      if (problems.length > 0) wrong.push(`${name}: ${problems.join(', ')}`);
    }
    expect(wrong).toEqual([]);

    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(page);
    const subscription = await fetch(`http://127.0.0.1:${port}/rest/v1/newsletter_subscriptions`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), opt_in_confirmed: true }),
    });
    expect(subscription.status).toBe(201);
  });
});
