import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { imagesFolder } from '../engine/schema/image-field.ts';

/** The largest image the editor takes, in bytes (10 MB): a photo straight from a camera fits, a video renamed does not. */
export const maxImageBytes = 10 * 1024 * 1024;

/** The extensions an image field takes (engine/schema/image-field.ts), one per format. */
export type ImageExtension = 'png' | 'jpg' | 'webp' | 'avif';

/**
 * The extension an upload is written with, from what sharp reads in its bytes (never from its name): PNG, JPEG,
 * WebP, or AVIF (a HEIF image compressed with AV1); undefined for anything else (SVG, GIF, HEIC, not an image).
 */
export function imageExtensionOf({ format, compression }: { format?: string; compression?: string }): ImageExtension | undefined {
  if (format === 'png' || format === 'webp') return format;
  if (format === 'jpeg') return 'jpg';
  if (format === 'heif' && compression === 'av1') return 'avif';
  return undefined;
}

/** The longest slug an upload's name keeps: a file name, not a sentence. */
const maxSlugLength = 60;

/**
 * An upload's file name, whatever folders or dots it names, as the stem of a file of images/: lower-case letters
 * without accents, digits and single hyphens ("../Photo d’équipe (2).JPG" → "photo-d-equipe-2"), "image" when none is left.
 */
export function imageSlug(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const slug = stem
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxSlugLength)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'image' : slug;
}

/**
 * Where in images/ an upload goes: `images/<slug>.<extension>`, or with -2, -3… when a different file holds that
 * name. A file of the same bytes is the same image: its path is answered again, nothing written twice.
 */
export function uploadSource(slug: string, extension: ImageExtension, bytes: Uint8Array, existing: (src: string) => Uint8Array | undefined): string {
  for (let count = 1; ; count++) {
    const src = `${imagesFolder}/${slug}${count === 1 ? '' : `-${count}`}.${extension}`;
    const there = existing(src);
    if (there === undefined || Buffer.compare(there, bytes) === 0) return src;
  }
}

/** An upload written into images/ (its path from the content root), or why not: too large (413), not an image the site takes (415). */
export type StoredImage = { src: string } | { refused: 413 | 415 };

/** Writes the upload `bytes`, named `name` by the person's computer, into the images/ folder of the content `root`, by the rules above. */
export async function storeImage(root: string, name: string, bytes: Uint8Array): Promise<StoredImage> {
  if (bytes.length > maxImageBytes) return { refused: 413 };
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => ({}));
  const extension = imageExtensionOf(metadata);
  if (extension === undefined) return { refused: 415 };
  const existing = (src: string) => {
    const file = join(root, src);
    return existsSync(file) ? readFileSync(file) : undefined;
  };
  const src = uploadSource(imageSlug(name), extension, bytes, existing);
  mkdirSync(join(root, imagesFolder), { recursive: true });
  writeFileSync(join(root, src), bytes);
  return { src };
}
