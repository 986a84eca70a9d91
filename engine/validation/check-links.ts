import type { ContentIssue } from './issue.ts';
import { isDeclaredLink } from '../schema/declared.ts';
import { walkObjects } from '../schema/walk.ts';

export interface LinkTargets {
  /** Anchors declared per route. */
  anchorsByRoute: ReadonlyMap<string, ReadonlySet<string>>;
  /** Routes of pages that failed validation themselves: links to them are not reported again. */
  unchecked?: ReadonlySet<string>;
}

/**
 * Checks every internal link a parsed content file declares (`linkField`, `cta` in engine/schema/link.ts):
 * its route must be a page,
 * its anchor must be declared by that page. `currentRoute` resolves bare "#anchor" links.
 */
export function checkLinks(
  parsed: unknown,
  file: string,
  currentRoute: string | undefined,
  targets: LinkTargets,
  pathPrefix: PropertyKey[] = [],
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  walkObjects(parsed, (node, path) => {
    if (!isDeclaredLink(node) || node.external) return;
    const [routePart, anchor] = node.href.split('#') as [string, string | undefined];
    const route = routePart === '' ? currentRoute : routePart;
    const where = [...pathPrefix, ...path];
    if (route === undefined) {
      issues.push({ file, path: where, message: `Anchor link "${node.href}" needs a route here, like "/faq${node.href}"` });
      return;
    }
    if (targets.unchecked?.has(route)) return;
    const anchors = targets.anchorsByRoute.get(route);
    if (anchors === undefined) {
      issues.push({ file, path: where, message: `Link to "${route}": no page in pages/ has this path`, finding: { rule: 'unknownRoute', route } });
    } else if (anchor !== undefined && !anchors.has(anchor)) {
      const known = anchors.size > 0 ? ` (declared: ${[...anchors].map((a) => `#${a}`).join(', ')})` : '';
      issues.push({
        file,
        path: where,
        message: `Anchor "#${anchor}" is not declared by any block of ${route}${known}`,
        finding: { rule: 'unknownAnchor', route, anchor },
      });
    }
  });
  return issues;
}
