import { z } from 'zod';
import type { BlockRegistration } from '../site/definition.ts';
import type { SchemaContext, SchemaOf } from '../site/schema-context.ts';
import { blockBase } from './fields.ts';

/** A block's schema for `site`: its `type` literal, the shared fields (anchor id, surface) and its own, with no unknown keys. */
export function defineBlockSchema<const T extends string, S extends z.ZodRawShape>(site: SchemaContext, type: T, shape: S) {
  return z.strictObject({ type: z.literal(type), ...blockBase(site), ...shape });
}

export function registerBlock<S extends z.ZodType>(schema: SchemaOf<S>, component: string, islands: readonly string[] = []): BlockRegistration<S> {
  return { schema, component, islands };
}
