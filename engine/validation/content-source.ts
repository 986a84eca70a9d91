import { imagesFolder } from '../schema/image-field.ts';
import type { ImageSource } from '../site/schema-context.ts';
import { imageSourceFromBytes, isImageFile } from './image-sources.ts';

/**
 * Where the content loader reads a site's files: its folder on disk (`diskSource`, the build, the dev server and the
 * editor) or files held in memory (`memorySource`, the publish function, which has them from git).
 */
export interface ContentSource {
  /** The JSON files of `folder` (those of its folders too when `deep`), as paths from the content root, sorted. */
  jsonFiles(folder: string, deep: boolean): string[];
  /** The text of `file` (a path from the root), or undefined when there is no such file. */
  readText(file: string): string | undefined;
  /** The image sources of `images/`, by path from the root. */
  images(): Map<string, ImageSource>;
}

/**
 * Content files held in memory, their bytes by path from the content root ("pages/index.json", "images/x.png"). No
 * Node API (Web Crypto hashes the images), so that the same loader runs in Deno.
 */
export async function memorySource(files: ReadonlyMap<string, Uint8Array>): Promise<ContentSource> {
  const images = new Map<string, ImageSource>();
  for (const [file, bytes] of files) {
    if (!file.startsWith(`${imagesFolder}/`) || !isImageFile(file)) continue;
    const source = await imageSourceFromBytes(bytes);
    if (source) images.set(file, source);
  }
  // As readFileSync(…, 'utf8') reads: a byte-order mark is kept, an invalid sequence replaced.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const inFolder = (file: string, folder: string, deep: boolean) => file.startsWith(`${folder}/`) && (deep || !file.slice(folder.length + 1).includes('/'));
  return {
    jsonFiles: (folder, deep) => [...files.keys()].filter((file) => file.endsWith('.json') && inFolder(file, folder, deep)).sort(),
    readText: (file) => {
      const bytes = files.get(file);
      return bytes === undefined ? undefined : decoder.decode(bytes);
    },
    images: () => images,
  };
}
