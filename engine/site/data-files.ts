import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readJson } from '../validation/read-json.ts';
import type { ContentIssue } from '../validation/issue.ts';
import type { SiteDefinition } from './definition.ts';

/** Every file the site's data files name (no `dir/*.json` pattern among them: a data file is one file). */
export const dataFilePaths = (site: SiteDefinition): string[] => Object.values(site.dataFiles).flatMap(({ files }) => files);

/**
 * Reads the data files of a site from its content root: their content by path, and a problem for each that is
 * missing or is not JSON. Their schemas are checked where a page reads them (`dataCollection`).
 */
export function readDataFiles(root: string, site: SiteDefinition): { files: Map<string, unknown>; issues: ContentIssue[] } {
  const files = new Map<string, unknown>();
  const issues: ContentIssue[] = [];
  for (const file of dataFilePaths(site)) {
    if (!existsSync(join(root, file))) continue;
    const read = readJson(join(root, file), file);
    if (read.ok) files.set(file, read.value);
    else issues.push(read.issue);
  }
  return { files, issues };
}
