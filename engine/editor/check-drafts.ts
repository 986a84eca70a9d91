import { contentWordsOf, withContentWords } from '../site/content-words-in-use.ts';
import type { SiteDefinition } from '../site/definition.ts';
import { ContentError, type ContentIssue } from '../validation/issue.ts';
import { loadContent } from '../validation/load-content.ts';
import type { ContentDrafts } from '../validation/read-json.ts';

/**
 * Every problem the build would report with `drafts` in place of their files, in any file: the build's own loader,
 * run before the editor writes, worded in `site`'s words for the person saving (its `locale.content`).
 */
export function buildIssuesWith(root: string, site: SiteDefinition, drafts: ContentDrafts): readonly ContentIssue[] {
  try {
    withContentWords(contentWordsOf(site), () => loadContent(root, site, drafts));
    return [];
  } catch (caught) {
    if (caught instanceof ContentError) return caught.issues;
    throw caught;
  }
}
