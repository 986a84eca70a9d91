import { z } from 'zod';
import { blockBase } from './fields.ts';

/** A block's schema: its `type` literal, the shared fields (anchor id, surface) and its own, with no unknown keys. */
export function defineBlockSchema<const T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.strictObject({ type: z.literal(type), ...blockBase, ...shape });
}

/**
 * What a block is in the browser (ARCHITECTURE.md, "Hydration"):
 * - `static`: no state, no handlers; its prerendered HTML is final (HTML's own behaviour, such as `<details>` or
 *   radio buttons styled as tabs, works in it) and its code is never downloaded;
 * - `island`: the whole block is an island (engine/render/island.tsx), written with compiled styles (Panda,
 *   `styled-system`): its code loads right after the page has painted and React hydrates it, with nothing else.
 * A static block with a part that has state renders that part as an island itself (`islands`).
 */
export type BlockBehaviour = 'static' | 'island';

/** One registry entry: the schema checked at build time and the component file loaded by pages using it. */
export interface BlockRegistration<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** Component module, relative to blocks/, whose default export renders the block. */
  component: string;
  behaviour: BlockBehaviour;
  /** Islands a static block renders inside itself with `<Island>`: their modules, relative to blocks/ (default exports). */
  islands: readonly string[];
}

export function registerBlock<S extends z.ZodType>(
  schema: S,
  component: string,
  behaviour: BlockBehaviour,
  islands: readonly string[] = [],
): BlockRegistration<S> {
  return { schema, component, behaviour, islands };
}
