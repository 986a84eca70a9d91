import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imagesFolder } from '../schema/image-field.ts';
import type { ImageSource } from '../site/schema-context.ts';
import { imageSourceOf, isImageFile } from './image-sources.ts';

/** The image sources of a content root's `images/` folder (and its folders), by path from the root: their pixels and the hash of their bytes. */
export function readImages(root: string): Map<string, ImageSource> {
  const folder = join(root, imagesFolder);
  const images = new Map<string, ImageSource>();
  if (!existsSync(folder)) return images;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !isImageFile(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = readFileSync(path);
    const source = imageSourceOf(bytes, createHash('sha256').update(bytes).digest('hex'));
    if (source)
      images.set(
        path
          .slice(root.length + 1)
          .split('\\')
          .join('/'),
        source,
      );
  }
  return images;
}
