import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import { declaredRenditionsOf } from '../schema/declared.ts';
import type { Rendition } from '../schema/image-renditions.ts';
import { walkObjects } from '../schema/walk.ts';

/** Every file the images of `content` need (declared by their fields), once each. */
export function renditionsIn(content: unknown): Rendition[] {
  const byFile = new Map<string, Rendition>();
  walkObjects(content, (node) => {
    for (const rendition of declaredRenditionsOf(node) ?? []) byFile.set(rendition.file, rendition);
  });
  return [...byFile.values()];
}

/**
 * Writes the image files `renditions` name into `dist`, each resized and encoded with sharp once: a file's name holds
 * its source's hash and its settings, so one found in `cache` (kept between builds) is copied, not encoded again.
 */
export async function writeRenditions(renditions: readonly Rendition[], siteRoot: string, dist: string, cache: string): Promise<void> {
  mkdirSync(cache, { recursive: true });
  for (const rendition of renditions) {
    const cached = join(cache, basename(rendition.file));
    if (!existsSync(cached)) {
      const resized = sharp(join(siteRoot, rendition.source)).resize({ width: rendition.width, withoutEnlargement: true });
      const encoded = rendition.format === 'avif' ? resized.avif({ quality: rendition.quality, effort: 4 }) : resized.webp({ quality: rendition.quality });
      await encoded.toFile(cached);
    }
    mkdirSync(dirname(join(dist, rendition.file)), { recursive: true });
    copyFileSync(cached, join(dist, rendition.file));
  }
}
