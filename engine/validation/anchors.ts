import type { Page } from '../schema/page.ts';
import { declaredAnchorOf } from '../schema/declared.ts';
import { walkObjects } from '../schema/walk.ts';

/**
 * Anchors a page declares: its blocks' ids (the `id` every block has, engine/schema/fields.ts) and what a
 * block marks as an anchor target inside it (`markAnchor`, e.g. a sector card).
 */
export function declaredAnchors(page: Pick<Page, 'blocks'>): Set<string> {
  const anchors = new Set<string>();
  page.blocks.forEach((block) => {
    walkObjects(block, (node, path) => {
      if (path.length === 0 && typeof node.id === 'string') anchors.add(node.id);
      const anchor = declaredAnchorOf(node);
      if (anchor !== undefined) anchors.add(anchor);
    });
  });
  return anchors;
}
