import type { Page } from '../schema/page.ts';
import { walkObjects } from './walk.ts';

/** Anchors a page declares: its blocks' ids and any `anchor` field inside a block (e.g. a sector card). */
export function declaredAnchors(page: Pick<Page, 'blocks'>): Set<string> {
  const anchors = new Set<string>();
  page.blocks.forEach((block) => {
    walkObjects(block, (node, path) => {
      if (path.length === 0 && typeof node.id === 'string') anchors.add(node.id);
      if (typeof node.anchor === 'string') anchors.add(node.anchor);
    });
  });
  return anchors;
}
