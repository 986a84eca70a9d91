import { z } from 'zod';
import { text } from '../fields.ts';
import { collectionOf } from './collection.ts';

export const principleSchema = z.strictObject({
  title: text,
  content: text,
  keyword: text,
});

export const principlesSchema = collectionOf(principleSchema, 8, (principle) => principle.keyword);

export type Principle = z.output<typeof principleSchema>;
