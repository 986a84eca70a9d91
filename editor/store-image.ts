import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { placeUpload, type PlacedImage } from './image-upload.ts';

/** Writes the upload `bytes`, named `name` by the person's computer, into the images/ folder of the content `root` (the dev server's upload). */
export async function storeImage(root: string, name: string, bytes: Uint8Array): Promise<PlacedImage> {
  const placed = await placeUpload(name, bytes, (src) => {
    const file = join(root, src);
    return existsSync(file) ? readFileSync(file) : undefined;
  });
  if ('src' in placed && placed.isNew) {
    mkdirSync(dirname(join(root, placed.src)), { recursive: true });
    writeFileSync(join(root, placed.src), bytes);
  }
  return placed;
}
