import { readDataFiles } from '../validation/data-files.ts';
import type { SiteDefinition } from '../site/definition.ts';
import { setSiteInUse } from '../site/site-in-use.ts';
import { ContentError, type ContentIssue } from '../validation/issue.ts';
import { loadContent } from '../validation/load-content.ts';
import type { ContentDrafts } from '../validation/read-json.ts';

/**
 * Every problem the build would report with `drafts` in place of their files, in any file: the build's own loader,
 * run before the editor writes. Its data files on disk are the site's in use again afterwards, whatever the drafts held.
 */
export function buildIssuesWith(root: string, site: SiteDefinition, drafts: ContentDrafts): readonly ContentIssue[] {
  try {
    loadContent(root, site, drafts);
    return [];
  } catch (caught) {
    if (caught instanceof ContentError) return caught.issues;
    throw caught;
  } finally {
    setSiteInUse(site, readDataFiles(root, site).files);
  }
}
