import type { SupabaseClient } from '@supabase/supabase-js';
import type { EditorWords } from '../../../engine/site/editor-words.ts';
import type { ImageSource } from '../../../engine/site/schema-context.ts';
import { maxImageBytes } from '../../image-limits.ts';
import { thumbnailAddress, type ImageFiles } from '../backend.ts';
import { invoke } from './function-call.ts';

/** The publish function's image routes (supabase/functions/_shared/publish/handler.ts), as the hosted editor calls them. */
export interface ImageTransport {
  /** POST /publish/images?name=: the function's status and JSON answer. */
  upload(file: File): Promise<{ status: number; body: unknown }>;
  /** GET /publish/image?src=: the bytes of a file of images/ at the branch head. */
  read(src: string): Promise<Blob>;
}

export function supabaseImageTransport(supabase: SupabaseClient): ImageTransport {
  return {
    upload: (file) => invoke(supabase, `publish/images?name=${encodeURIComponent(file.name)}`, 'POST', file),
    async read(src) {
      const { status, body } = await invoke(supabase, `publish/image?src=${encodeURIComponent(src)}`, 'GET');
      if (status !== 200 || !(body instanceof Blob)) throw new Error(`publish/image: HTTP ${status}`);
      return body;
    },
  };
}

/** What the publish function answers an upload it took (201, or 200 when the same bytes were there). */
interface Uploaded {
  src: string;
  image: ImageSource;
}

/**
 * The hosted editor's images: the thumbnails the build wrote for the images it knew, and for those uploaded since
 * (committed, not built until a page that names them is published) their bytes, held in this browser as blob: URLs by
 * their hash. The preview shows those in place of the files the build has not written (editor/client/preview.tsx).
 */
export function hostedImages({ built, transport, words }: { built: ReadonlyMap<string, ImageSource>; transport: ImageTransport; words: EditorWords }) {
  const inBrowser = new Map<string, string>();
  const isBuilt = (src: string, image: ImageSource) => built.get(src)?.hash === image.hash;

  async function upload(file: File): Promise<{ src: string } | { error: string }> {
    let answer: { status: number; body: unknown };
    try {
      answer = await transport.upload(file);
    } catch {
      return { error: words.hosted.imageNotSent };
    }
    const { status, body } = answer;
    if (status === 200 || status === 201) {
      const { src, image } = body as Uploaded;
      if (!inBrowser.has(image.hash)) inBrowser.set(image.hash, URL.createObjectURL(file));
      return { src };
    }
    if (status === 413) return { error: words.api.imageTooLarge(maxImageBytes / 1024 / 1024) };
    if (status === 415) return { error: words.api.notAnImage };
    return { error: words.hosted.imageNotSent };
  }

  const files: ImageFiles = {
    thumbnail: (src, image) => (isBuilt(src, image) ? thumbnailAddress(src, image) : inBrowser.get(image.hash)),
    upload,
    unbuilt: () => Object.fromEntries(inBrowser),
  };

  return {
    files,
    /**
     * Reads the bytes of the images at the head the build did not write (uploaded from another browser, or before a
     * reload): their thumbnails show then. One that cannot be read shows no thumbnail; its path still does.
     */
    async readUnbuilt(images: ReadonlyMap<string, ImageSource>): Promise<void> {
      const unread = [...images].filter(([src, image]) => !isBuilt(src, image) && !inBrowser.has(image.hash));
      await Promise.allSettled(unread.map(async ([src, image]) => inBrowser.set(image.hash, URL.createObjectURL(await transport.read(src)))));
    },
  };
}
