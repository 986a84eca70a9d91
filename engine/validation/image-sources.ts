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
