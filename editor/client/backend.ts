import { createContext, use, useMemo } from 'react';
import { addressesOf } from './addresses.ts';
import type { DataFilesAnswer, OpenedDataFile, OpenedPage, PageSummary, UnreadablePage } from '../server.ts';
import { thumbnailOf } from '../../engine/schema/image-renditions.ts';
import type { DataFiles, ImageSource } from '../../engine/site/schema-context.ts';
import type { BrokenElsewhere } from '../broken-elsewhere.ts';
import type { ContentIssue } from '../../engine/validation/issue.ts';
import type { HostedDrafts } from './hosted/draft-keeping.ts';

export type { DataFilesAnswer };

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

/** What an address opens: the file, or what the editor says of a file whose JSON does not parse; undefined for none. */
export type Opened<T> = { opened: T } | { unreadable: string } | undefined;

/**
 * Where the editor reads and keeps the content: the dev server's API, writing files (`/_editor/`, dev-backend.ts),
 * or the hosted backend of the deployed site's `/admin/` (drafts on the server, published as a commit:
 * hosted/hosted-backend.ts). The app is given one (main.tsx, hosted/admin-main.tsx) and its parts read it here.
 */
export interface EditorBackend {
  /** Where the editor's addresses start: "/_editor/" or "/admin/". */
  base: string;
  /** The preview's document, which renders a draft with the site's components. */
  previewUrl: string;
  listPages(): Promise<{ pages: PageSummary[]; unreadable: UnreadablePage[] }>;
  openPage(path: string): Promise<Opened<OpenedPage>>;
  openDataFile(name: string): Promise<Opened<OpenedDataFile>>;
  /** The site's data files as they are now, for the checks the editor runs as the person types. */
  readDataFilesNow(): Promise<DataFiles>;
  /** A new page (dev: written at once; hosted: a draft). */
  savePage(body: { path: string; page: unknown; version?: string; create?: boolean }): Promise<SaveAnswer>;
  saveDataFile(body: { name: string; data: unknown; version: string }): Promise<SaveAnswer>;
  /** Calls `listener` when a content file changes under the editor (dev: on disk); returns how to stop. */
  onContentChanged?(listener: () => void): () => void;
  /** The images' thumbnails, and uploads into images/. */
  images?: ImageFiles;
  /** Hosted only: every change kept as a draft on the server, published on demand. The dev editor saves files instead. */
  drafts?: HostedDrafts;
}

/** Where the thumbnails of the site's images come from, and how a new one joins them. */
export interface ImageFiles {
  /** The address of a file of images/ as a thumbnail, by its path ("images/atelier.png") and what it is; undefined when there is none to show. */
  thumbnail(src: string, image: ImageSource): string | undefined;
  /**
   * Sends a file chosen on the person's computer: the path it was written at (dev: in the folder; hosted: committed by
   * the publish function), or why it was refused, in the site's words.
   */
  upload?(file: File): Promise<{ src: string } | { error: string }>;
  /** Hosted: the addresses, by their source's hash, of images the build has not written, which the preview shows instead. */
  unbuilt?(): Record<string, string>;
}

/**
 * A thumbnail as the site serves it: a small WebP of the source (dev: encoded by the dev server on the first request;
 * /admin/: written by the build for every file of images/).
 */
export const thumbnailAddress = (src: string, image: ImageSource) => `/${thumbnailOf(src, image).file}`;

export const EditorBackendValue = createContext<EditorBackend | null>(null);

export function useBackend(): EditorBackend {
  const backend = use(EditorBackendValue);
  if (!backend) throw new Error('the editor renders inside EditorBackendValue');
  return backend;
}

/** The editor's addresses under its backend's base. */
export const useAddresses = () => {
  const { base } = useBackend();
  return useMemo(() => addressesOf(base), [base]);
};
