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
   * When the block comes alive on the page a visitor lands on (elsewhere it renders at once):
   * - `never`: it has nothing to react to (no state, no handlers); its prerendered HTML is final and
   *   its code is not even downloaded;
   * - `interaction`: when the visitor reaches for it (pointer, touch, focus); a click or typing made
   *   while its code arrives is replayed;
   * - `visible`: as it nears the viewport, for blocks that act on their own (rotate, load a form);
   * - `scroll`: at the visitor's first scroll, for blocks that follow it (progress, floating button).
   */
  hydrate: BlockHydration;
}

export type BlockHydration = 'never' | 'interaction' | 'visible' | 'scroll';

export function registerBlock<S extends z.ZodType>(schema: S, component: string, hydrate: BlockHydration): BlockRegistration<S> {
  return { schema, component, hydrate };
}
