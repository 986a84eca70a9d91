import { contentFolderPath, type ContentFileEntry, type ContentRepository } from './repository.ts';
import type { ImageSource, SiteContent } from './site-content.ts';

/** A content file is at most this large (page_drafts' bound on a draft too); more is refused, never written. */
export const MAX_FILE_BYTES = 256 * 1024;

/** A file the site reads as content: a page, one of its data files, an image source. */
export const isSiteContentPath = (site: SiteContent, path: string): boolean =>
  contentFolderPath(path) && (path.startsWith('pages/') || path.startsWith('images/') || site.dataFiles.includes(path));

/** A file an editor may draft: a page or a data file of the site (never an image, never anything else). */
export const isDraftablePath = (site: SiteContent, path: string): boolean => isSiteContentPath(site, path) && !path.startsWith('images/');

/** The site's content files at `commit`, by path. */
export async function siteFilesAt(repository: ContentRepository, site: SiteContent, commit: string): Promise<ContentFileEntry[]> {
  return (await repository.list(commit)).filter(({ path }) => isSiteContentPath(site, path));
}

/** How many bytes of blobs an instance of the function keeps. */
export const BLOB_CACHE_BYTES = 16 * 1024 * 1024;

// A blob's bytes never change (its oid is their hash): those read are kept while the instance lives, the oldest
// dropped past the bound. Every open of the editor reads the whole content, and a publish reads it again: without this,
// each read every file from GitHub (or spawned git for each, locally) though few of them change.
const blobs = new Map<string, Uint8Array>();
let cachedBytes = 0;

async function blobOf(repository: ContentRepository, commit: string, { path, oid }: ContentFileEntry): Promise<Uint8Array | undefined> {
  const cached = blobs.get(oid);
  if (cached) return cached;
  const bytes = await repository.read(commit, path);
  if (bytes === undefined || bytes.byteLength > BLOB_CACHE_BYTES / 4) return bytes;
  blobs.set(oid, bytes);
  cachedBytes += bytes.byteLength;
  for (const [oldest, kept] of blobs) {
    if (cachedBytes <= BLOB_CACHE_BYTES) break;
    blobs.delete(oldest);
    cachedBytes -= kept.byteLength;
  }
  return bytes;
}

/**
 * Every file of `entries` at `commit`, read side by side: their bytes by path. The function reads every image of the
 * site: none larger than an editor may add is read.
 */
export async function readFiles(
  repository: ContentRepository,
  site: SiteContent,
  commit: string,
  entries: readonly ContentFileEntry[],
): Promise<Map<string, Uint8Array>> {
  const read = await Promise.all(entries.map(async (entry) => [entry.path, await blobOf(repository, commit, entry)] as const));
  const files = new Map<string, Uint8Array>();
  for (const [path, bytes] of read) {
    if (bytes === undefined) continue;
    if (bytes.byteLength > (path.startsWith('images/') ? site.maxImageBytes : MAX_FILE_BYTES)) throw new Error(`${path} is larger than a content file may be`);
    files.set(path, bytes);
  }
  return files;
}

// An image's pixels and hash, by its oid: read once per instance, without keeping its bytes (an image uploaded since the
// site was built is known to the editor only by this).
const imageSources = new Map<string, ImageSource | null>();

/** The images of `entries` at `commit` as the build reads them, by path: those whose header reads as a PNG, JPEG, WebP or AVIF. */
export async function imageSourcesAt(
  repository: ContentRepository,
  site: SiteContent,
  commit: string,
  entries: readonly ContentFileEntry[],
): Promise<Map<string, ImageSource>> {
  const unread = entries.filter(({ path, oid }) => path.startsWith('images/') && !imageSources.has(oid));
  const bytes = await readFiles(repository, site, commit, unread);
  await Promise.all(unread.map(async ({ path, oid }) => imageSources.set(oid, (bytes.has(path) && (await site.imageSource(path, bytes.get(path)!))) || null)));
  const sources = new Map<string, ImageSource>();
  for (const { path, oid } of entries) {
    const source = path.startsWith('images/') ? imageSources.get(oid) : undefined;
    if (source) sources.set(path, source);
  }
  return sources;
}

export const utf8 = new TextDecoder();
export const encoded = (text: string): Uint8Array => new TextEncoder().encode(text);
