import { formatJsonPath } from '../engine/schema/json-path.ts';
import type { SiteDefinition } from '../engine/site/definition.ts';
import type { BrokenElsewhereWords } from '../engine/site/editor-words.ts';
import type { ContentIssue } from '../engine/validation/issue.ts';
import { navigationFile } from '../engine/validation/load-content.ts';
import { editorWordsOf } from './words.ts';

/** A problem a save would cause in another file, worded in the site's language for the person saving; `route` when that file is a page. */
export interface BrokenElsewhere extends ContentIssue {
  route: string | undefined;
}

function subject(words: BrokenElsewhereWords, file: string, route: string | undefined): string {
  if (route !== undefined) return words.page(route, file);
  return file === navigationFile ? words.navigation(file) : words.file(file);
}

/**
 * What `issue`, found by the build in a file other than the one being saved, means for the person saving: which
 * page (or file) breaks, at which field, and why, from the finding of the rule across files that reported it, in
 * the words of `site`.
 */
export function brokenElsewhere(issue: ContentIssue, route: string | undefined, site: SiteDefinition): BrokenElsewhere {
  const words = editorWordsOf(site).brokenElsewhere;
  const who = subject(words, issue.file, route);
  const field = issue.path.length > 0 ? words.field(formatJsonPath(issue.path)) : '';
  const finding = issue.finding;
  const message = (() => {
    switch (finding?.rule) {
      case 'unknownAnchor':
        return words.unknownAnchor(who, finding.anchor, finding.route, field);
      case 'unknownRoute':
        return words.unknownRoute(who, finding.route, field);
      case 'unknownParent':
        return words.unknownParent(who, finding.parent, field);
      case 'parentWithoutLabel':
        return words.parentWithoutLabel(who, finding.parent, field);
      case 'sharedRoute':
        return words.sharedRoute(who, finding.route, finding.otherFile);
      default:
        return words.invalid(who, field, issue.message);
    }
  })();
  return { file: issue.file, path: issue.path, route, message };
}
