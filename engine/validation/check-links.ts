import type { ContentWords } from '../site/content-words.ts';
import type { ContentIssue } from './issue.ts';
import { isDeclaredFormattedText, isDeclaredLink } from '../schema/declared.ts';
import { linksOf } from '../schema/formatted-text.ts';
import type { ResolvedLink } from '../schema/link.ts';
import { walkObjects } from '../schema/walk.ts';

export interface LinkTargets {
  /** Anchors declared per route. */
  anchorsByRoute: ReadonlyMap<string, ReadonlySet<string>>;
  /** Routes of pages that failed validation themselves: links to them are not reported again. */
  unchecked?: ReadonlySet<string>;
}

/**
 * Checks every internal link a parsed content file declares (`linkField`, `cta` in engine/schema/link.ts, and
 * those inside a formatted text, found at the text's field): its route must be a page,
 * its anchor must be declared by that page. `currentRoute` resolves bare "#anchor" links. Problems are worded in `words`.
 */
export function checkLinks(
  parsed: unknown,
  file: string,
  currentRoute: string | undefined,
  targets: LinkTargets,
  words: ContentWords,
  pathPrefix: PropertyKey[] = [],
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const check = (link: ResolvedLink, where: PropertyKey[]) => {
    if (link.external) return;
    const [routePart, anchor] = link.href.split('#') as [string, string | undefined];
    const route = routePart === '' ? currentRoute : routePart;
    if (route === undefined) {
      issues.push({ file, path: where, message: words.anchorNeedsRoute(link.href) });
      return;
    }
    if (targets.unchecked?.has(route)) return;
    const anchors = targets.anchorsByRoute.get(route);
    if (anchors === undefined) {
      issues.push({ file, path: where, message: words.unknownRoute(route), finding: { rule: 'unknownRoute', route } });
    } else if (anchor !== undefined && !anchors.has(anchor)) {
      issues.push({
        file,
        path: where,
        message: words.unknownAnchor(anchor, route, [...anchors]),
        finding: { rule: 'unknownAnchor', route, anchor },
      });
    }
  };
  walkObjects(parsed, (node, path) => {
    const links = isDeclaredLink(node) ? [node] : isDeclaredFormattedText(node) ? linksOf(node) : [];
    for (const link of links) check(link, [...pathPrefix, ...path]);
  });
  return issues;
}
