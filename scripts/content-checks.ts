// The entry `npm run build:functions` bundles for the publish function (scripts/build-functions.ts): this site's
// definition with the engine's loader, the editor's file writer and its rules for an upload, so that Deno runs the build's own checks.
import { maxImageBytes } from '../editor/image-limits.ts';
import { placeUpload } from '../editor/image-upload.ts';
import { formatJsonFile } from '../editor/json-file.ts';
import { pageFileText } from '../editor/page-file.ts';
import { contentWordsOf } from '../editor/words.ts';
import { memorySource } from '../engine/validation/content-source.ts';
import { dataFilePaths } from '../engine/validation/data-files.ts';
import { imageSourceFromBytes, isImageFile } from '../engine/validation/image-sources.ts';
import { claimedPath, navigationFile, readContentFrom, siteFile } from '../engine/validation/read-content.ts';
import { parseJson } from '../engine/validation/read-json.ts';
import type { ContentProblem, SiteContent } from '../supabase/functions/_shared/publish/site-content.ts';
import definition from '../site.config.ts';

async function checkContent(files: ReadonlyMap<string, Uint8Array>, drafts: ReadonlyMap<string, unknown>): Promise<ContentProblem[]> {
  const source = await memorySource(files);
  const { pages, issues } = readContentFrom(source, definition, drafts, contentWordsOf(definition));
  const routes = new Map(pages.map(({ file, page }) => [file, page.path]));
  // A page that is not valid still names its route, when it says one.
  const raw = (file: string) => (drafts.has(file) ? drafts.get(file) : (parseJson(source.readText(file) ?? '') as { value?: unknown }).value);
  const routeOf = (file: string) => routes.get(file) ?? (file.startsWith('pages/') ? claimedPath(raw(file)) : undefined);
  return issues.map(({ file, path, message }) => ({
    file,
    route: routeOf(file),
    path: path.map((key) => (typeof key === 'number' ? key : String(key))),
    message,
  }));
}

export const siteContent: SiteContent = {
  checkContent,
  dataFiles: [siteFile, navigationFile, ...dataFilePaths(definition)],
  fileText: (file, value, previous) =>
    file.startsWith('pages/') && value !== null && typeof value === 'object' && !Array.isArray(value)
      ? pageFileText(definition, value as Record<string, unknown>, previous)
      : formatJsonFile(value, previous),
  imageSource: async (path, bytes) => (isImageFile(path) ? imageSourceFromBytes(bytes) : undefined),
  maxImageBytes,
  placeImage: placeUpload,
};
