import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from '../../../engine/server/host-files.ts';
import { writeHostingFiles } from '../../../engine/prerender/hosting-files-step.ts';
import { scriptHashSource } from '../../../engine/prerender/inline-script-hashes.ts';
import { precompress } from '../../../engine/prerender/precompress.ts';
import type { HostingRules } from '../../../engine/server/hosting-rules.ts';
import { startProductionServer, type ProductionServer } from '../../../engine/server/production-server.ts';
import { BACKEND_START_TIMEOUT } from '../../backend/support/backend.ts';

// `npm start`'s server on a small built site made here (the build's own last steps run on it), probed over HTTP
// with the bytes as sent: no client decompresses or normalises anything.

const dist = mkdtempSync(join(tmpdir(), 'production-server-'));
const loader = 'addEventListener("load",()=>import("/assets/entry-abc123.js"))';
const speculation = '{"prefetch":[{"source":"document","where":{"href_matches":"/*"}}]}';
const text = (words: string) => `<p>${`${words} `.repeat(200)}</p>`;
const page = (title: string) =>
  `<!DOCTYPE html><html lang="fr"><head><title>${title}</title><script type="speculationrules">${speculation}</script>` +
  `<script type="application/ld+json">{"@type":"WebPage"}</script></head><body>${text(title)}<script type="module">${loader}</script></body></html>`;
const files: Record<string, string | Buffer> = {
  'index.html': page('Accueil'),
  'faq/index.html': page('Questions fréquentes'),
  '404.html': page('Page introuvable'),
  'assets/entry-abc123.js': `export const site = ${JSON.stringify(text('module'))};`,
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(20)}</svg>`,
  'robots.txt': 'User-agent: *\n',
  'og-image.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]),
  '.vite/manifest.json': JSON.stringify({ secret: text('manifest') }),
};

let rules: HostingRules;
let served: ProductionServer;

beforeAll(async () => {
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), contents);
  }
  const htmlFiles = ['index.html', 'faq/index.html', '404.html'];
  rules = writeHostingFiles(dist, { site: { tallyForms: { contact: 'abc123' } }, routes: ['/', '/faq'], htmlFiles, backend: undefined });
  await precompress(dist);
  served = await startProductionServer({ dist, backend: {}, host: '127.0.0.1', port: 0 });
  // The backend opens its database in the background: the tests below should not wait for it.
  await fetch(`http://127.0.0.1:${served.port}/rest/v1/`);
}, BACKEND_START_TIMEOUT);

afterAll(async () => {
  await served?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request, its path sent exactly as written. */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: served.port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
const get = (path: string, headers?: Record<string, string>) => send('GET', path, headers);
const brotli = { 'accept-encoding': 'gzip, deflate, br' };

/** The body as the client reads it once decoded. */
function decoded({ headers, body }: Answer): string {
  const encoding = headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}
const source = (file: string) => readFileSync(join(dist, file), 'utf8');

describe("npm start's server", () => {
  it('serves a page brotli-compressed to a browser that accepts it, revalidated on every use, with the security headers', async () => {
    const answer = await get('/', brotli);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.etag).toBeTruthy();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(source('index.html').length / 5);
    expect(decoded(answer)).toBe(source('index.html'));
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("allows the pages' inline scripts by their hashes (not the JSON-LD, which never runs), and the form service", async () => {
    const policy = (await get('/')).headers['content-security-policy'];
    const scripts = /script-src ([^;]*)/.exec(String(policy))?.[1]?.split(' ');
    expect(scripts).toEqual(["'self'", "'report-sample'", ...[scriptHashSource(loader), scriptHashSource(speculation)].sort(), 'https://tally.so']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('serves gzip to a client without brotli, and the file as it is to one that accepts neither', async () => {
    const gzip = await get('/faq', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(decoded(gzip)).toBe(source('faq/index.html'));
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await get('/faq', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body.toString('utf8')).toBe(source('faq/index.html'));
    }
  });

  it('answers a route with and without its trailing slash, and sends its index.html address to it', async () => {
    for (const path of ['/faq', '/faq/']) {
      const answer = await get(path, brotli);
      expect(answer.status, path).toBe(200);
      expect(decoded(answer)).toBe(source('faq/index.html'));
    }
    const redirect = await get('/faq/index.html?ref=x');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/faq?ref=x');
    expect((await get('/index.html')).headers.location).toBe('/');
  });

  it('caches hashed assets for a year, and revalidates files whose name stays the same', async () => {
    const script = await get('/assets/entry-abc123.js', brotli);
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(decoded(script)).toBe(source('assets/entry-abc123.js'));
    for (const path of ['/favicon.svg', '/robots.txt', '/og-image.png']) expect((await get(path, brotli)).headers['cache-control'], path).toBe('no-cache');
    expect((await get('/og-image.png', brotli)).headers['content-encoding']).toBeUndefined();
  });

  it('answers a revalidation of an unchanged file with 304', async () => {
    const { headers } = await get('/', brotli);
    expect((await get('/', { ...brotli, 'if-none-match': headers.etag! })).status).toBe(304);
  });

  it('answers an unknown path with 404.html and status 404, compressed, never cached or 304', async () => {
    const answer = await get('/cette-page-n-existe-pas', brotli);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer)).toBe(source('404.html'));
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    const asset = await get('/assets/missing-abc123.js', { 'if-none-match': answer.headers.etag! });
    expect(asset.status).toBe(404);
    expect(asset.headers['cache-control']).toBe('no-cache');
    expect(asset.body.toString('utf8')).toBe(source('404.html'));
  });

  it('serves nothing outside dist/, nor the build records or the files meant for static hosts', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/../../package.json',
      '/..%2f..%2fpackage.json',
      '/.vite/manifest.json',
      '/.vite/hosting-rules.json',
      '/_headers',
      '/_redirects',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString('utf8'), path).toBe(source('404.html'));
    }
  });

  it('mounts the local backend, whose answers carry the same security headers', async () => {
    const answer = await get('/rest/v1/newsletter_subscriptions');
    expect(answer.status).toBe(401);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it("refuses to change the site's files: GET and HEAD only", async () => {
    const post = await send('POST', '/');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const head = await send('HEAD', '/', brotli);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('answers only requests addressed to this machine (no DNS rebinding onto the local backend)', async () => {
    for (const host of ['localhost:4173', 'site.localhost', '127.0.0.1', '[::1]:4173']) expect((await get('/', { host })).status, host).toBe(200);
    for (const host of ['evil.example', 'localhost.evil.example', 'evil.example:4173']) {
      const refused = await get('/rest/v1/newsletter_subscriptions', { host });
      expect(refused.status, host).toBe(403);
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a malformed request with a 4xx and its security headers, and goes on serving (the full list: tests/backend/local/malformed-requests.test.ts)', async () => {
    const sendRaw = (request: string) =>
      new Promise<string>((resolve) => {
        const chunks: Buffer[] = [];
        const socket = connect(served.port, '127.0.0.1', () => socket.write(request));
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
      });
    // A target the guard refuses, and a header Node's parser refuses before any request listener runs.
    for (const request of ['GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n']) {
      const answer = await sendRaw(request);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/^x-content-type-options: nosniff\r$/im);
      expect(answer).toMatch(/^content-security-policy: default-src 'self'/im);
    }
    expect((await get('/')).status).toBe(200);
  });
});

describe('the build steps it serves', () => {
  it('write _headers from the same rules, and compressed copies only of text files they shrink', () => {
    expect(source('_headers')).toBe(headersFile(rules.headers));
    for (const file of ['index.html', 'faq/index.html', '404.html', 'assets/entry-abc123.js', 'favicon.svg']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(true);
    }
    for (const file of ['robots.txt', 'og-image.png', '.vite/manifest.json', '_headers']) expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
  });
});
