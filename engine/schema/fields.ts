import { z } from 'zod';
import { contentRoles } from './declared.ts';
import type { SchemaContext } from '../site/schema-context.ts';
import { engineDescriptions } from '../site/field-descriptions.ts';
import { engineTitles } from '../site/field-titles.ts';
import { engineOptionEnum } from './editor-meta.ts';

export const text = z.string().trim().min(1);

/** A block's anchor, the target of `#anchor` links. */
export function anchorId(site: SchemaContext) {
  const anchor = z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: site.words.anchorId })
    .meta({ title: engineTitles.anchor, description: engineDescriptions.anchor });
  contentRoles.add(anchor, { role: 'anchor' });
  return anchor;
}

/** Fields every block accepts besides its own. */
export const blockBase = (site: SchemaContext) => ({
  id: anchorId(site).optional(),
  surface: engineOptionEnum('surface').meta({ title: engineTitles.surface, description: engineDescriptions.surface }).optional(),
});
