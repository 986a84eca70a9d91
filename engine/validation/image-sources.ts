import { imageSize } from 'image-size';
import type { ImageSource } from '../site/schema-context.ts';

/** The image formats an image field takes (engine/schema/image-field.ts). */
export const isImageFile = (name: string): boolean => /\.(?:png|jpe?g|webp|avif)$/i.test(name);

/** An image source's pixels from its bytes and `hash`, the SHA-256 of them in hex; undefined when image-size cannot read its header. */
export function imageSourceOf(bytes: Uint8Array, hash: string): ImageSource | undefined {
  // A file image-size cannot read is left out, and a field naming it says it is missing.
  try {
    const { width, height } = imageSize(bytes);
    return { width, height, hash };
  } catch {
    return undefined;
  }
}

const hex = (digest: ArrayBuffer) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** An image source read from its bytes alone, hashed with Web Crypto (no Node API: the publish function runs it in Deno). */
export async function imageSourceFromBytes(bytes: Uint8Array): Promise<ImageSource | undefined> {
  return imageSourceOf(bytes, hex(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)));
}
