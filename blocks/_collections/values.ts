import { z } from 'zod';
import { text } from '../../engine/schema/fields.ts';
import { iconName } from '../../engine/schema/icon.ts';
import { collectionId, collectionOf } from './collection-of.ts';

export const valueSchema = z.strictObject({
  id: collectionId,
  title: text,
  description: text,
  commitments: z.array(text).min(2).describe('What the value means in practice during a mission.'),
  icon: iconName,
});

export const valuesSchema = collectionOf(valueSchema, 5, (value) => value.id);

export type Value = z.output<typeof valueSchema>;
