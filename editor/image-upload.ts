import { imageSize } from 'image-size';
import { imagesFolder } from '../engine/schema/image-field.ts';
import { maxImageBytes } from './image-limits.ts';

// The rules of an upload into images/, the same for the dev server (editor/store-image.ts writes the folder) and for
// the publish function (a commit on the branch): no Node API, the function runs them in Deno.

/** The extensions an image field takes (engine/schema/image-field.ts), one per format. */
export type ImageExtension = 'png' | 'jpg' | 'webp' | 'avif';
const extensions: readonly string[] = ['png', 'jpg', 'webp', 'avif'] satisfies ImageExtension[];

/**
 * The extension an upload is written with, from what its bytes' header says (never from its name): PNG, JPEG, WebP
 * or AVIF; undefined for anything else (SVG, GIF, HEIC, not an image).
 */
export function imageExtensionOf(bytes: Uint8Array): ImageExtension | undefined {
  try {
    const { type } = imageSize(bytes);
    return type !== undefined && extensions.includes(type) ? (type as ImageExtension) : undefined;
  } catch {
    return undefined;
  }
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

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.byteLength === b.byteLength && a.every((byte, index) => byte === b[index]);

/** The bytes of a file of images/ where the upload would go (a path from the content root), undefined when there is none. */
export type ExistingImage = (src: string) => Uint8Array | undefined | Promise<Uint8Array | undefined>;

/**
 * Where in images/ an upload goes: `images/<slug>.<extension>`, or with -2, -3… when a different file holds that
 * name. A file of the same bytes is the same image: its path is answered again, nothing written twice.
 */
export async function uploadSource(
  slug: string,
  extension: ImageExtension,
  bytes: Uint8Array,
  existing: ExistingImage,
): Promise<{ src: string; isNew: boolean }> {
  for (let count = 1; ; count++) {
    const src = `${imagesFolder}/${slug}${count === 1 ? '' : `-${count}`}.${extension}`;
    const there = await existing(src);
    if (there === undefined) return { src, isNew: true };
    if (sameBytes(there, bytes)) return { src, isNew: false };
  }
}

/** Where an upload goes (`isNew`: no file holds its bytes there yet), or why not: too large (413), not an image the site takes (415). */
export type PlacedImage = { src: string; isNew: boolean } | { refused: 413 | 415 };

/** Where the upload `bytes`, named `name` by the person's computer, goes in images/, by the rules above. */
export async function placeUpload(name: string, bytes: Uint8Array, existing: ExistingImage): Promise<PlacedImage> {
  if (bytes.byteLength > maxImageBytes) return { refused: 413 };
  const extension = imageExtensionOf(bytes);
  if (extension === undefined) return { refused: 415 };
  return uploadSource(imageSlug(name), extension, bytes, existing);
}
