import { apiAddress } from './own-addresses.ts';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { addRoute, createRouter, findRoute } from 'rou3';
import { readDataFiles, type DataFilesRead } from '../engine/validation/data-files.ts';
import { diskSource, jsonFilesIn } from '../engine/validation/disk-source.ts';
import { parseJson } from '../engine/validation/read-json.ts';
import type { SiteDefinition } from '../engine/site/definition.ts';
import type { ImageSource } from '../engine/site/schema-context.ts';
import { formatIssue } from '../engine/validation/issue.ts';
import type { PageOutline } from '../engine/validation/page-rules.ts';
import { pageOutlines } from './outlines.ts';
import { brokenElsewhere } from './broken-elsewhere.ts';
import { buildIssuesWith } from './check-drafts.ts';
import { checkDataFile, dataFileText } from './data-files.ts';
import { maxImageBytes } from './image-limits.ts';
import { storeImage } from './store-image.ts';
import { pageFileText } from './page-file.ts';
import { siteFormsOf } from './site-schemas.ts';
import { fileOfRoute } from './validate.ts';
import { editorWordsOf } from './words.ts';

/** One page of pages/ as the editor's list shows it. */
export interface PageSummary {
  file: string;
  path: string;
  title: string;
  /** ISO date of the last change (the file's, or the hosted editor's draft); empty when unknown. */
  modified: string;
}

/**
 * A content file whose JSON does not parse, and where: the editor cannot open it, the build stops on it. `file` is a
 * page's name in pages/ (as the page list names pages) or a data file's path.
 */
export interface UnreadablePage {
  file: string;
  line?: number;
  column?: number;
}

export interface OpenedPage {
  file: string;
  /** The file's JSON as written, not parsed by the schema (links unresolved). */
  page: Record<string, unknown>;
  /** Of the file's text when read: a save naming another version is refused as stale. */
  version: string;
  others: PageOutline[];
  /** The hosted editor's: the draft it opened with, by whom and when (client/hosted/content.ts). */
  draftBy?: { email: string; at: string };
}

export interface OpenedDataFile {
  /** The file's name in the site's table of data files ("values"), and its path ("data/values.json"). */
  name: string;
  file: string;
  /** The file's JSON as written. */
  data: unknown;
  version: string;
  /** The pages, for the link fields a data file may hold. */
  others: PageOutline[];
  draftBy?: { email: string; at: string };
}

/** The site's data files as the checks read them now: the editor's own checks take them again when one changes. */
export interface DataFilesAnswer {
  /** Each data file that is JSON, with its content. */
  files: Array<[string, unknown]>;
  /** Those that are there but are not JSON. */
  unreadable: string[];
  /** The image sources of images/ (an image field checks its file is one, wide enough), by path. */
  images: Array<[string, ImageSource]>;
}

export interface ApiRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: string;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);
export const apiPrefix = apiAddress('/_editor/');
export const tokenHeader = 'x-editor-token';

/**
 * The image upload, whose body is bytes rather than JSON: POST with `?name=` its file's name. vite-plugin-editor.ts
 * reads those bytes and calls `uploadImage`. Thumbnails are the site's image files (engine/prerender/vite-plugin-serve-images.ts).
 */
export const imageUploadEndpoint = `${apiPrefix}images`;

export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const header = (request: ApiRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const error = (status: number, message: string, extra: Record<string, unknown> = {}): ApiResponse => ({ status, body: { error: message, ...extra } });

interface StoredPage {
  file: string;
  text: string;
  raw: Record<string, unknown>;
}

const isStored = (page: StoredPage | UnreadablePage): page is StoredPage => 'raw' in page;

/**
 * The editor's API on the content in `root` (its pages/ and data/): lists and reads pages and data files,
 * and writes one, only when asked from the dev server's own origin with the session's token, for a route's own
 * file inside pages/ or a data file of the site's table, when the build's loader finds no problem anywhere with
 * the draft in place of that file.
 */
export function createEditorApi({ site, root, token }: { site: SiteDefinition; root: string; token: string }) {
  const contentRoot = resolve(root);
  const pagesDir = join(contentRoot, 'pages');
  const { api: words, ui } = editorWordsOf(site);

  /** Every file of pages/ and its folders, parsed, or where its JSON breaks. */
  function readPageFiles(): Array<StoredPage | UnreadablePage> {
    return jsonFilesIn(pagesDir, true).map((file) => {
      const text = readFileSync(join(pagesDir, file), 'utf8');
      const parsed = parseJson(text);
      return parsed.ok ? { file, text, raw: parsed.value as Record<string, unknown> } : { file, line: parsed.line, column: parsed.column };
    });
  }

  const readPages = (): StoredPage[] => readPageFiles().filter(isStored);

  // The pages are outlined with the site's data files as they are now: one may have been saved since the last request.
  const others = (pages: StoredPage[]): PageOutline[] => pageOutlines(site, readDataFiles(diskSource(contentRoot), site), pages);

  /**
   * The refusal (422) of a save of `draft` to `file` (from the content root) when the build's loader, with the
   * draft in place of that file, finds a problem the change makes: those of the file itself at their fields, those of
   * other files worded for the person, naming the page (or file) that would break. What other files already have
   * wrong on disk (a page file broken by hand) is not this change's doing, and does not hold up every other save.
   */
  function refusalOf(file: string, draft: unknown, ownMessage: string): ApiResponse | undefined {
    const withDraft = buildIssuesWith(contentRoot, site, new Map([[file, draft]]));
    if (withDraft.length === 0) return undefined;
    const onDisk = new Set(buildIssuesWith(contentRoot, site, new Map()).map(formatIssue));
    const issues = withDraft.filter((issue) => issue.file === file || !onDisk.has(formatIssue(issue)));
    if (issues.length === 0) return undefined;
    const routes = new Map(readPages().map(({ file: name, raw }) => [`pages/${name}`, typeof raw.path === 'string' ? raw.path : undefined]));
    const elsewhere = issues.filter((issue) => issue.file !== file).map((issue) => brokenElsewhere(issue, routes.get(issue.file), site));
    const message = elsewhere.length > 0 ? words.nothingSaved : ownMessage;
    return error(422, message, { issues: issues.filter((issue) => issue.file === file), elsewhere });
  }

  function list(): ApiResponse {
    const files = readPageFiles();
    const pages: PageSummary[] = files.filter(isStored).map(({ file, raw }) => ({
      file,
      path: String(raw.path),
      title: String((raw.seo as { title?: unknown } | undefined)?.title ?? ''),
      modified: statSync(join(pagesDir, file)).mtime.toISOString(),
    }));
    const unreadable = files.filter((page) => !isStored(page));
    return { status: 200, body: { pages, unreadable } };
  }

  function open(path: string | null): ApiResponse {
    const files = readPageFiles();
    const pages = files.filter(isStored);
    const found = pages.find(({ raw }) => raw.path === path);
    if (!found) {
      // A route whose own file no longer parses: the editor says so, rather than that the page does not exist.
      const own = fileOfRoute(path ?? '');
      const unreadable = files.find((page): page is UnreadablePage => !isStored(page) && page.file === own);
      if (unreadable) return unparsable(`pages/${unreadable.file}`, unreadable);
      return error(404, words.noPage(path ?? ''));
    }
    const opened: OpenedPage = { file: found.file, page: found.raw, version: versionOf(found.text), others: others(pages) };
    return { status: 200, body: opened };
  }

  /** Same origin as the dev server, on this machine, with the token the editor page was given. */
  function refusal(request: ApiRequest): ApiResponse | undefined {
    const host = header(request, 'host') ?? '';
    const origin = header(request, 'origin');
    let hostname = '';
    try {
      hostname = new URL(`http://${host}`).hostname;
    } catch {
      return error(403, words.unknownHost);
    }
    if (!loopback.has(hostname)) return error(403, words.notThisMachine);
    if (origin !== `http://${host}` && origin !== `https://${host}`) return error(403, words.foreignOrigin);
    if (header(request, tokenHeader) !== token) return error(403, words.badToken);
    return undefined;
  }

  /** The JSON body of a write, after the origin and token checks. */
  function writeBody(request: ApiRequest): { body: Record<string, unknown> } | { refused: ApiResponse } {
    const refused = refusal(request);
    if (refused) return { refused };
    let body: unknown;
    try {
      body = JSON.parse(request.body ?? '');
    } catch {
      return { refused: error(400, words.notJson) };
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return { refused: error(400, words.notObject) };
    return { body: body as Record<string, unknown> };
  }

  /**
   * The answer (422) for a file edited by hand whose JSON no longer parses, at the address that opens it: where it
   * breaks, in the site's words, as the page list names it; `unreadable` says which file and where.
   */
  const unparsable = (path: string, unreadable: UnreadablePage) => error(422, ui.unreadablePage(path, unreadable.line, unreadable.column), { unreadable });

  const stale = (version: string) => error(409, words.stale, { reason: 'stale', version });

  function save(request: ApiRequest): ApiResponse {
    const parsed = writeBody(request);
    if ('refused' in parsed) return parsed.refused;
    const { body } = parsed;
    const path = typeof body.path === 'string' ? body.path : '';
    const name = fileOfRoute(path);
    const target = name === undefined ? undefined : resolve(pagesDir, name);
    if (name === undefined || target === undefined || !target.startsWith(pagesDir + sep)) {
      return error(400, words.invalidPath(path));
    }
    const page = body.page as Record<string, unknown> | undefined;
    if (page === null || typeof page !== 'object' || Array.isArray(page)) return error(400, words.missingPage);
    if (page.path !== path) return error(400, words.pathMismatch);

    const pages = readPages();
    const existing = pages.find(({ raw }) => raw.path === path);
    if (body.create === true) {
      if (existing || existsSync(target)) return error(409, words.pathTaken(path), { reason: 'exists' });
    } else {
      if (!existing) return error(404, words.noPage(path));
      const version = versionOf(existing.text);
      if (body.version !== version) return stale(version);
    }
    const file = existing?.file ?? name;
    const refused = refusalOf(`pages/${file}`, page, words.invalidPage);
    if (refused) return refused;

    const text = pageFileText(site, page, existing?.text);
    // A route of several segments has its file in their folders: pages/ressources/guide-okr.json.
    mkdirSync(dirname(join(pagesDir, file)), { recursive: true });
    writeFileSync(join(pagesDir, file), text);
    return { status: existing ? 200 : 201, body: { file, version: versionOf(text) } };
  }

  /** A data file of the site's table, by name: never a path taken from the request. */
  const dataFile = (name: unknown) => (typeof name === 'string' ? siteFormsOf(site).dataFiles.get(name) : undefined);
  const unknownData = (name: unknown) => error(404, words.noDataFile(String(name ?? '')));

  function openData(name: string | null): ApiResponse {
    const entry = dataFile(name);
    if (!entry) return unknownData(name);
    const text = readFileSync(join(contentRoot, entry.file), 'utf8');
    const parsed = parseJson(text);
    if (!parsed.ok) return unparsable(entry.file, { file: entry.file, line: parsed.line, column: parsed.column });
    const opened: OpenedDataFile = {
      name: entry.name,
      file: entry.file,
      data: parsed.value,
      version: versionOf(text),
      others: others(readPages()),
    };
    return { status: 200, body: opened };
  }

  function saveData(request: ApiRequest): ApiResponse {
    const parsed = writeBody(request);
    if ('refused' in parsed) return parsed.refused;
    const { body } = parsed;
    const entry = dataFile(body.name);
    if (!entry) return unknownData(body.name);
    if (!('data' in body)) return error(400, words.missingData);
    const target = join(contentRoot, entry.file);
    const previous = readFileSync(target, 'utf8');
    const version = versionOf(previous);
    if (body.version !== version) return stale(version);
    // Its own schema first: the pages that read it would only repeat its problems, less clearly.
    const issues = checkDataFile(site, readDataFiles(diskSource(contentRoot), site), body.data, entry.name);
    if (issues.length > 0) return error(422, words.invalidDataFile, { issues, elsewhere: [] });
    const refused = refusalOf(entry.file, body.data, words.invalidDataFile);
    if (refused) return refused;
    const text = dataFileText(site, entry.name, body.data, previous);
    writeFileSync(target, text);
    return { status: 200, body: { file: entry.file, version: versionOf(text) } };
  }

  /**
   * An upload into images/, only with the writes' guards (origin and token): refused unless its bytes are a PNG,
   * JPEG, WebP or AVIF image of 10 MB at most (image-upload.ts); answers its path, which image fields name.
   */
  async function uploadImage(request: ApiRequest, bytes: Uint8Array): Promise<ApiResponse> {
    const refused = refusal(request);
    if (refused) return refused;
    const name = new URL(request.url, 'http://editor').searchParams.get('name') ?? '';
    try {
      const stored = await storeImage(contentRoot, name, bytes);
      if ('src' in stored) return { status: 201, body: { src: stored.src } };
      return stored.refused === 413 ? error(413, words.imageTooLarge(maxImageBytes / 1024 / 1024)) : error(415, words.notAnImage);
    } catch (caught) {
      return error(500, words.failure((caught as Error).message));
    }
  }

  /** Each endpoint, by method and path under apiPrefix: what it answers to the request. */
  const endpoints = createRouter<(asked: { request: ApiRequest; url: URL }) => ApiResponse>();
  const dataFilesAnswer = ({ files, unreadable, images }: DataFilesRead): DataFilesAnswer => ({ files: [...files], unreadable, images: [...images] });
  // The data files and images as they are now: one may have been saved (or uploaded) since the last request.
  addRoute(endpoints, 'GET', '/data-files', () => ({ status: 200, body: dataFilesAnswer(readDataFiles(diskSource(contentRoot), site)) }));
  addRoute(endpoints, 'GET', '/pages', list);
  addRoute(endpoints, 'GET', '/page', ({ url }) => open(url.searchParams.get('path')));
  addRoute(endpoints, 'POST', '/page', ({ request }) => save(request));
  addRoute(endpoints, 'GET', '/data', ({ url }) => openData(url.searchParams.get('name')));
  addRoute(endpoints, 'POST', '/data', ({ request }) => saveData(request));

  return {
    uploadImage,
    handle(request: ApiRequest): ApiResponse {
      const url = new URL(request.url, 'http://editor');
      const endpoint = findRoute(endpoints, request.method, url.pathname.slice(apiPrefix.length - 1))?.data;
      try {
        return endpoint ? endpoint({ request, url }) : error(404, words.unknownEndpoint);
      } catch (caught) {
        return error(500, words.failure((caught as Error).message));
      }
    },
  };
}

export type EditorApi = ReturnType<typeof createEditorApi>;
