import { z } from 'zod';
import { text } from '../../engine/schema/fields.ts';
import { collectionOf } from './collection-of.ts';

export const principleSchema = z.strictObject({
  title: text,
  content: text,
  keyword: text,
});

export const principlesSchema = collectionOf(principleSchema, 8, (principle) => principle.keyword);

export type Principle = z.output<typeof principleSchema>;
