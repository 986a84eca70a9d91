/**
 * What the publish function knows of the site, generated from the site's own code by `npm run build:functions`
 * (scripts/content-checks.ts bundled into ./generated/content-checks.js): the build's schemas and checks across
 * pages, run over files held in memory, the editor's way of writing a content file back and its rules for an upload.
 */

/** One problem the build would report, in the site's words: the file, the page's route when it is a page, the field's JSON path. */
export interface ContentProblem {
  file: string;
  route?: string;
  path: Array<string | number>;
  message: string;
}

export interface SiteContent {
  /**
   * Every problem the build finds in `files` (bytes by path from the content root: pages/, data/, images/) with
   * `drafts` (parsed JSON by path) in place of their files or beside them.
   */
  checkContent(files: ReadonlyMap<string, Uint8Array>, drafts: ReadonlyMap<string, unknown>): Promise<ContentProblem[]>;
  /** The files of data/ the site reads: its settings, its navigation and the data files of its blocks. */
  dataFiles: readonly string[];
  /** The text of `file` holding `value`, keeping what did not change as `previous` had it (the dev editor's writer). */
  fileText(file: string, value: unknown, previous: string | undefined): string;
  /** A file of images/ as the build reads it (its pixels, the SHA-256 of its bytes in hex); undefined for one it does not read as an image. */
  imageSource(path: string, bytes: Uint8Array): Promise<ImageSource | undefined>;
  /** The largest image an editor may add, in bytes (the editor's bound): a larger one is refused, and none is read. */
  maxImageBytes: number;
  /**
   * Where an upload named `name` goes in images/ (`existing` reads the file a path holds at the head), and whether a
   * file already holds its bytes there; or why it is refused: more than `maxImageBytes` (413), not a PNG, JPEG, WebP or AVIF (415).
   */
  placeImage(
    name: string,
    bytes: Uint8Array,
    existing: (src: string) => Promise<Uint8Array | undefined>,
  ): Promise<{ src: string; isNew: boolean } | { refused: 413 | 415 }>;
}

/** An image of images/ as the editor's checks and thumbnails read it (engine/site/schema-context.ts). */
export interface ImageSource {
  width: number;
  height: number;
  hash: string;
}
