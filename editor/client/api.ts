import { addRoute, createRouter, findRoute } from 'rou3';
import type { BrokenElsewhere } from '../broken-elsewhere.ts';
import type { DataFilesAnswer, OpenedDataFile, OpenedPage, PageSummary, UnreadablePage } from '../server.ts';
import type { DataFiles } from '../../engine/site/schema-context.ts';
import type { ContentIssue } from '../../engine/validation/issue.ts';
import { words } from './text.ts';

const token = () => document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

export interface SaveAnswer {
  ok: boolean;
  status: number;
  version?: string;
  file?: string;
  error?: string;
  reason?: 'stale' | 'exists';
  /** Problems in the saved file itself, at their fields. */
  issues?: ContentIssue[];
  /** What the save would break in other files, worded for the person. */
  elsewhere?: BrokenElsewhere[];
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The pages of the site, and the files of pages/ whose JSON does not parse. */
export async function listPages(): Promise<{ pages: PageSummary[]; unreadable: UnreadablePage[] }> {
  return json(await fetch('/_editor/api/pages'));
}

/** What an address opens: the file, or what the editor says of a file whose JSON does not parse; undefined for none. */
export type Opened<T> = { opened: T } | { unreadable: string } | undefined;

async function opened<T>(response: Response): Promise<Opened<T>> {
  if (response.ok) return { opened: await json<T>(response) };
  const answer = await json<{ error: string; unreadable?: UnreadablePage }>(response);
  return answer.unreadable ? { unreadable: answer.error } : undefined;
}

/** A route's page as its file holds it; or, when that file's JSON does not parse, what the editor says of it; undefined for no such page. */
export async function openPage(path: string): Promise<Opened<OpenedPage>> {
  return opened(await fetch(`/_editor/api/page?path=${encodeURIComponent(path)}`));
}

/** A data file as it is written; or, when its JSON does not parse, what the editor says of it; undefined for no such file. */
export async function openDataFile(name: string): Promise<Opened<OpenedDataFile>> {
  return opened(await fetch(`/_editor/api/data?name=${encodeURIComponent(name)}`));
}

/** The site's data files as they are on disk now, for the checks the editor runs as the person types. */
export async function readDataFilesNow(): Promise<DataFiles> {
  const { files, unreadable } = await json<DataFilesAnswer>(await fetch('/_editor/api/data-files'));
  return { files: new Map(files), unreadable };
}

export const savePage = (body: { path: string; page: unknown; version?: string; create?: boolean }) => post('/_editor/api/page', body);

export const saveDataFile = (body: { name: string; data: unknown; version: string }) => post('/_editor/api/data', body);

async function post(url: string, body: unknown): Promise<SaveAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Editor-Token': token() },
    body: JSON.stringify(body),
  });
  const answer = await json<Omit<SaveAnswer, 'ok' | 'status'>>(response);
  return { ok: response.ok, status: response.status, ...answer };
}

/** The editor's address of a route: /_editor/index for the home page. */
export const editorUrl = (path: string) => `/_editor/${path === '/' ? 'index' : path.slice(1)}`;

/** Where the editor's addresses of data files start, in the site's language (its editor's words). */
const dataFilesPrefix = `/_editor/${words.dataFilesAddress}/`;

/** The editor's address of a data file, remembering the page it was opened from. */
export const dataEditorUrl = (name: string, fromPath?: string) => `${dataFilesPrefix}${name}${fromPath ? `?page=${encodeURIComponent(fromPath)}` : ''}`;

const editorAddresses = createRouter();
addRoute(editorAddresses, 'GET', `${dataFilesPrefix}:dataName([a-z0-9-]+)`);
addRoute(editorAddresses, 'GET', '/_editor/**:slug');

/** What an editor address opens: a data file by name, or a route (/_editor/index for the home page); neither for /_editor/, the list. */
export function openedBy(pathname: string): { dataName?: string; route?: string } {
  const { dataName, slug } = findRoute(editorAddresses, 'GET', pathname)?.params ?? {};
  return { dataName, route: slug === undefined ? undefined : slug === 'index' ? '/' : `/${slug}` };
}
