import { z } from 'zod';
import type { BlockRegistration } from '../site/definition.ts';
import { blockBase } from './fields.ts';

/** A block's schema: its `type` literal, the shared fields (anchor id, surface) and its own, with no unknown keys. */
export function defineBlockSchema<const T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.strictObject({ type: z.literal(type), ...blockBase, ...shape });
}

export function registerBlock<S extends z.ZodType>(schema: S, component: string): BlockRegistration<S> {
  return { schema, component };
}
