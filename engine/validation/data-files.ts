import type { ContentSource } from './content-source.ts';
import { readContentFile, type ContentDrafts } from './read-json.ts';
import type { ContentIssue } from './issue.ts';
import type { SiteDefinition } from '../site/definition.ts';
import type { DataFiles, ImageSource } from '../site/schema-context.ts';

/** Every file the site's data files name (no `dir/*.json` pattern among them: a data file is one file). */
export const dataFilePaths = (site: SiteDefinition): string[] => Object.values(site.dataFiles).flatMap(({ files }) => files);

/** The data files as the schemas take them (engine/site/schema-context.ts), with a problem for each that is not JSON. */
export interface DataFilesRead extends DataFiles {
  files: Map<string, unknown>;
  unreadable: string[];
  images: Map<string, ImageSource>;
  issues: ContentIssue[];
}

/**
 * Reads the data files of a site from `source` (a draft in place of its file): their content by path, and
 * a problem for each that is not JSON. A missing one is left out. Their schemas are checked where a page reads them
 * (`dataCollection`). The image sources of its `images/` folder are read with them (engine/schema/image-field.ts).
 */
export function readDataFiles(source: ContentSource, site: SiteDefinition, drafts?: ContentDrafts): DataFilesRead {
  const files = new Map<string, unknown>();
  const issues: ContentIssue[] = [];
  for (const file of dataFilePaths(site)) {
    const read = readContentFile(source, file, drafts);
    if (read?.ok) files.set(file, read.value);
    else if (read) issues.push(read.issue);
  }
  return { files, issues, unreadable: issues.map((issue) => issue.file), images: source.images() };
}
