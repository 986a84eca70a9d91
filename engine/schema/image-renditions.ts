// The pure rules of a responsive image: which widths a place needs, their files' names, the srcset and sizes a
// <picture> is given. The build writes those files (engine/prerender/images-step.ts); a schema resolves a
// field to what a component shows (engine/schema/image-field.ts).

import type { ImageSource } from '../site/schema-context.ts';

/** Where a block shows an image: the widest it is drawn, in CSS pixels, and the `sizes` that say so to the browser. */
export interface ImageLayout {
  maxWidth: number;
  sizes: string;
}

/** The densities a place is drawn at, up to a 2× screen: a wider file costs bytes no eye sees. */
export const maxDensity = 2;

/**
 * The widths offered between a phone's and the largest: each about 1.2× the one before, so the file a browser
 * picks is never much larger than the one it needs (the budget: ≤ 1.2× the bytes at the displayed width).
 */
const steps = [320, 384, 480, 560, 640, 768, 896, 1024, 1200, 1440, 1680, 1920, 2240, 2560];

export const formats = [
  { format: 'avif', type: 'image/avif', quality: 50 },
  { format: 'webp', type: 'image/webp', quality: 72 },
] as const;
export type ImageFormat = (typeof formats)[number]['format'];

/** The widest file a place needs: its width at the highest density. */
export const largestWidth = (layout: ImageLayout) => layout.maxWidth * maxDensity;

/** The widths written for a place, the largest its width at 2×. */
export function renditionWidths(layout: ImageLayout): number[] {
  const largest = largestWidth(layout);
  return [...steps.filter((width) => width < largest), largest];
}

/** One file the build writes: `source` (a path from the content root) resized to `width`, in `format`. */
export interface Rendition {
  source: string;
  width: number;
  format: ImageFormat;
  quality: number;
  /** Its path under the site's root, hashed on its source's bytes and its settings: served as immutable. */
  file: string;
}

/** A rendition's file name: its source's stem, width and quality, its source's hash (its first 12 digits), its format. */
const fileName = (stem: string, width: number, quality: number, hash: string, format: ImageFormat) =>
  `${stem}-${width}w-q${quality}.${hash.slice(0, 12)}.${format}`;
const fileNamePattern = /^(?<stem>.+)-(?<width>\d+)w-q(?<quality>\d+)\.(?<hash>[0-9a-f]{12})\.(?<format>avif|webp)$/;

/** What a rendition's file name says (the dev server encodes what a page asks for from it), or undefined for another name. */
export function fileNameParts(name: string) {
  const parts = fileNamePattern.exec(name)?.groups;
  if (!parts) return undefined;
  return { stem: parts.stem!, width: Number(parts.width), quality: Number(parts.quality), hash: parts.hash!, format: parts.format as ImageFormat };
}

export const stem = (source: string) => (source.split('/').pop() ?? source).replace(/\.[^.]+$/, '');

export function renditionsOf(source: string, image: ImageSource, layout: ImageLayout): Rendition[] {
  return formats.flatMap(({ format, quality }) =>
    renditionWidths(layout).map((width) => ({
      source,
      width,
      format,
      quality,
      // Its source's hash and every setting are in its name: a changed source or setting is a new file.
      file: `assets/${fileName(stem(source), width, quality, image.hash, format)}`,
    })),
  );
}

/** How wide the editor's thumbnails are written: its largest (7rem) at 2×, rounded up. */
export const thumbnailWidth = 240;

// Small, in WebP: every browser an editor runs in shows it.
const thumbnailFormat = formats.find((candidate) => candidate.format === 'webp')!;
const thumbnailName = (stemOf: string, hash: string) => fileName(stemOf, thumbnailWidth, thumbnailFormat.quality, hash, thumbnailFormat.format);

/** The file an editor shows to choose `source` by. */
export function thumbnailOf(source: string, image: ImageSource): Rendition {
  const { format, quality } = thumbnailFormat;
  return { source, width: thumbnailWidth, format, quality, file: `assets/${thumbnailName(stem(source), image.hash)}` };
}

/**
 * The thumbnail of the source a rendition's address (`/assets/…`) was made from, or undefined for another address: what
 * /admin/'s preview shows where the build wrote no file at a place's widths (an image chosen since, or at a new place).
 */
export function thumbnailOfRendition(address: string): string | undefined {
  const parts = fileNameParts(address.split('/').pop() ?? '');
  return parts && `/assets/${thumbnailName(parts.stem, parts.hash)}`;
}

/** The `srcset` of one format's files: each URL with its width. */
export const srcsetOf = (renditions: readonly Rendition[]) => renditions.map(({ file, width }) => `/${file} ${width}w`).join(', ');

/** What a component renders: a <picture> of one source per format, and the <img> whose box is reserved by its width and height. */
export interface ResolvedImage {
  /** Empty for a decorative image. */
  alt: string;
  /** The box the image takes at its widest, in CSS pixels, in its source's proportions: nothing moves when it arrives. */
  width: number;
  height: number;
  sizes: string;
  sources: { type: string; srcset: string }[];
  /** The <img>'s own file, for a browser that reads no <source>: WebP at the place's width. */
  src: string;
}

export function resolvedImage(source: string, image: ImageSource, layout: ImageLayout, alt: string): { image: ResolvedImage; renditions: Rendition[] } {
  const renditions = renditionsOf(source, image, layout);
  const fallback = renditions.filter((rendition) => rendition.format === 'webp').find((rendition) => rendition.width >= layout.maxWidth)!;
  return {
    image: {
      alt,
      width: layout.maxWidth,
      height: Math.round((layout.maxWidth * image.height) / image.width),
      sizes: layout.sizes,
      sources: formats.map(({ format, type }) => ({ type, srcset: srcsetOf(renditions.filter((rendition) => rendition.format === format)) })),
      src: `/${fallback.file}`,
    },
    renditions,
  };
}
