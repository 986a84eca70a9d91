import { z } from 'zod';
import { blockBase } from './fields.ts';

/** A block's schema: its `type` literal, the shared fields (anchor id, surface) and its own, with no unknown keys. */
export function defineBlockSchema<const T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.strictObject({ type: z.literal(type), ...blockBase, ...shape });
}

/** One registry entry: the schema checked at build time and the component file loaded by pages using it. */
export interface BlockRegistration<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** Component module, relative to blocks/, whose default export renders the block. */
  component: string;
}

export function registerBlock<S extends z.ZodType>(schema: S, component: string): BlockRegistration<S> {
  return { schema, component };
}
