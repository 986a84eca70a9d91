import { z } from 'zod';
import { iconName } from '../../engine/schema/icon.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, texts, titled } from '../_fields/fields.ts';
import { collectionId, collectionOf } from './collection-of.ts';

export const valueSchema = (site: SchemaContext) =>
  z
    .strictObject({
      id: collectionId,
      title: fields.title,
      description: texts(site).description,
      commitments: titled(z.array(line('Engagement')).min(2), 'Engagements', 'Ce que cette valeur change concrètement pendant une mission.'),
      icon: iconName,
    })
    .meta({ title: 'Valeur' });

export const valuesSchema = (site: SchemaContext) => collectionOf(valueSchema(site), 5, (value) => value.id);

export type Value = z.output<ReturnType<typeof valueSchema>>;
