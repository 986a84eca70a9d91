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
  /**
   * A static block has nothing to react to (no state, no handlers): its prerendered HTML is final, so
   * the browser neither downloads nor hydrates it on the page it lands on.
   */
  static: boolean;
}

export function registerBlock<S extends z.ZodType>(schema: S, component: string, options: { static?: boolean } = {}): BlockRegistration<S> {
  return { schema, component, static: options.static ?? false };
}
