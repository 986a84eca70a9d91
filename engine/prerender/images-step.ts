import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { declaredRenditionsOf } from '../schema/declared.ts';
import { thumbnailOf, type Rendition } from '../schema/image-renditions.ts';
import type { ImageSource } from '../site/schema-context.ts';
import { walkObjects } from '../schema/walk.ts';

/** Where the encoded files are kept between builds and dev sessions. */
export const renditionsCache = (engineRoot: string) => join(engineRoot, 'node_modules/.cache/images');

/** Every file the images of `content` need (declared by their fields), once each. */
export function renditionsIn(content: unknown): Rendition[] {
  const byFile = new Map<string, Rendition>();
  walkObjects(content, (node) => {
    for (const rendition of declaredRenditionsOf(node) ?? []) byFile.set(rendition.file, rendition);
  });
  return [...byFile.values()];
}

/** The editor's thumbnail of every source of the site's images/ (as its content was read), used by a page or not. */
export const thumbnailsOf = (images: ReadonlyMap<string, ImageSource>): Rendition[] => [...images].map(([src, image]) => thumbnailOf(src, image));

// Two requests for one file (a page's <picture> asks for it while the dev server is still encoding it) share one
// encoding; the file appears under its name only once whole, so a reader never gets half of it.
const encoding = new Map<string, Promise<string>>();

/** The file of `rendition`, encoded with sharp into `cache` unless it is there already (its name holds its source's hash and its settings). */
export function encodedRendition(rendition: Rendition, siteRoot: string, cache: string): Promise<string> {
  const cached = join(cache, basename(rendition.file));
  if (existsSync(cached)) return Promise.resolve(cached);
  let pending = encoding.get(cached);
  if (!pending) {
    pending = encode(rendition, siteRoot, cached).finally(() => encoding.delete(cached));
    encoding.set(cached, pending);
  }
  return pending;
}

async function encode(rendition: Rendition, siteRoot: string, cached: string): Promise<string> {
  // Loaded with the first image to encode: the dev server's configuration imports this module, and most of its starts
  // encode nothing.
  const { default: sharp } = await import('sharp');
  mkdirSync(dirname(cached), { recursive: true });
  const resized = sharp(join(siteRoot, rendition.source)).resize({ width: rendition.width, withoutEnlargement: true });
  const encoded = rendition.format === 'avif' ? resized.avif({ quality: rendition.quality, effort: 4 }) : resized.webp({ quality: rendition.quality });
  await writeFileAtomic(cached, await encoded.toBuffer());
  return cached;
}

/**
 * Writes the image files `renditions` name into `dist`, each resized and encoded with sharp once: a file's name holds
 * its source's hash and its settings, so one found in `cache` (kept between builds) is copied, not encoded again.
 */
export async function writeRenditions(renditions: readonly Rendition[], siteRoot: string, dist: string, cache: string): Promise<void> {
  for (const rendition of renditions) {
    const cached = await encodedRendition(rendition, siteRoot, cache);
    mkdirSync(dirname(join(dist, rendition.file)), { recursive: true });
    copyFileSync(cached, join(dist, rendition.file));
  }
}
