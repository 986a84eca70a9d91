import type { SiteDefinition } from '../engine/site/definition.ts';
import type { ContentIssue } from '../engine/validation/issue.ts';
import { readContent } from '../engine/validation/load-content.ts';
import type { ContentDrafts } from '../engine/validation/read-json.ts';
import { contentWordsOf } from './words.ts';

/**
 * Every problem the build would report with `drafts` in place of their files, in any file: the build's own loader,
 * run before the editor writes, worded in `site`'s words for the person saving (its `locale.content`).
 */
export const buildIssuesWith = (root: string, site: SiteDefinition, drafts: ContentDrafts): readonly ContentIssue[] =>
  readContent(root, site, drafts, contentWordsOf(site)).issues;
