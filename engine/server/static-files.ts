import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import sirv, { type RequestHandler } from 'sirv';
import { hostFiles } from './host-files.ts';
import { notFoundFile } from './route-files.ts';
import { unmatchedCacheControl } from './hosting-rules.ts';

/** Answers a request for `path` (the request's, as sent, without its query). */
export type SiteHandler = (request: IncomingMessage, response: ServerResponse, path: string) => void;

/**
 * The built files, as sirv serves them: `/faq` and `/faq/` from faq/index.html, the .br or .gz file beside a file
 * when the request accepts that encoding (with Content-Encoding and `Vary: Accept-Encoding`), an ETag to revalidate
 * with. sirv lists dist/ once, at start: nothing outside it, no dotfile (dist/.vite/) is ever served, whatever the
 * path says. Anything else gets 404.html with status 404.
 */
export function staticFiles(dist: string): SiteHandler {
  const serve = sirv(dist, { etag: true, brotli: true, gzip: true, extensions: ['html'] });
  const notFound = notFoundPage(serve);
  const hidden = new Set<string>(Object.values(hostFiles).map((file) => `/${file}`));
  return (request, response, path) => {
    if (hidden.has(path)) notFound(request, response);
    else serve(request, response, () => notFound(request, response));
  };
}

/** 404.html, negotiated and compressed like any file, with status 404 and revalidated on every use. */
function notFoundPage(serve: RequestHandler) {
  return (request: IncomingMessage, response: ServerResponse) => {
    request.url = `/${notFoundFile}`;
    // Answers about the page the visitor asked for, not about 404.html: never a 304 or a part of it.
    delete request.headers['if-none-match'];
    delete request.headers.range;
    response.setHeader('Cache-Control', unmatchedCacheControl);
    // sirv writes every file it finds with status 200, and has no option for another.
    const writeHead = response.writeHead.bind(response);
    response.writeHead = ((_status: number, headers?: OutgoingHttpHeaders) => writeHead(404, headers)) as typeof response.writeHead;
    serve(request, response, () => {
      response.statusCode = 404;
      response.end();
    });
  };
}
