import { z } from 'zod';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, prose } from '../_fields/fields.ts';
import { collectionOf } from './collection-of.ts';

export const principleSchema = (site: SchemaContext) =>
  z
    .strictObject({
      title: fields.title,
      content: prose(site, 'Contenu'),
      keyword: line('Mot-clé'),
    })
    .meta({ title: 'Principe' });

export const principlesSchema = (site: SchemaContext) => collectionOf(principleSchema(site), 8, (principle) => principle.keyword);

export type Principle = z.output<ReturnType<typeof principleSchema>>;
