import { z } from 'zod';
import { iconName } from '../../engine/schema/icon.ts';
import { fields, line, titled } from '../_fields/fields.ts';
import { collectionId, collectionOf } from './collection-of.ts';

export const valueSchema = z
  .strictObject({
    id: collectionId,
    title: fields.title,
    description: fields.description,
    commitments: titled(z.array(line('Engagement')).min(2), 'Engagements', 'Ce que cette valeur change concrètement pendant une mission.'),
    icon: iconName,
  })
  .meta({ title: 'Valeur' });

export const valuesSchema = collectionOf(valueSchema, 5, (value) => value.id);

export type Value = z.output<typeof valueSchema>;
