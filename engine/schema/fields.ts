import { z } from 'zod';
import { contentRoles } from './declared.ts';
import { contentWordsInUse } from '../site/content-words-in-use.ts';
import { engineDescriptions } from '../site/field-descriptions.ts';
import { engineTitles } from '../site/field-titles.ts';
import { engineOptionEnum } from './editor-meta.ts';

export const text = z.string().trim().min(1);

export const anchorId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: () => contentWordsInUse().anchorId })
  .meta({ title: engineTitles.anchor, description: engineDescriptions.anchor });
contentRoles.add(anchorId, { role: 'anchor' });

/** Fields every block accepts besides its own. */
export const blockBase = {
  id: anchorId.optional(),
  surface: engineOptionEnum('surface').meta({ title: engineTitles.surface, description: engineDescriptions.surface }).optional(),
};
