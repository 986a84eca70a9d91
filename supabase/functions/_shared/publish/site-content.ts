/**
 * What the publish function knows of the site, generated from the site's own code by `npm run build:functions`
 * (scripts/content-checks.ts bundled into ./generated/content-checks.js): the build's schemas and checks across
 * pages, run over files held in memory, and the editor's way of writing a content file back.
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
}
