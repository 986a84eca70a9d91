import { z } from 'zod';
import { fields, line, prose } from '../_fields/fields.ts';
import { collectionOf } from './collection-of.ts';

export const principleSchema = z
  .strictObject({
    title: fields.title,
    content: prose('Contenu'),
    keyword: line('Mot-clé'),
  })
  .meta({ title: 'Principe' });

export const principlesSchema = collectionOf(principleSchema, 8, (principle) => principle.keyword);

export type Principle = z.output<typeof principleSchema>;
