import { z } from 'zod';
import { blockBase } from './fields.ts';

/** A block's schema: its `type` literal, the shared fields (anchor id, surface) and its own, with no unknown keys. */
export function defineBlockSchema<const T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.strictObject({ type: z.literal(type), ...blockBase, ...shape });
}

/** One registry entry: the schema checked at build time and the component file loaded by pages using it. */
export interface BlockRegistration<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** Component module whose default export renders the block: relative to the site's `blocksFolder`, or an absolute path. */
  component: string;
  /**
   * The islands the block renders inside itself with `<Island>` (ARCHITECTURE.md, "Hydration"): their modules,
   * relative to the site's `blocksFolder` (default exports), written with compiled styles. The rest of a block is its prerendered HTML,
   * final in the browser (HTML's own behaviour, such as `<details>` or radio buttons styled as tabs, works in it).
   */
  islands: readonly string[];
}

export function registerBlock<S extends z.ZodType>(schema: S, component: string, islands: readonly string[] = []): BlockRegistration<S> {
  return { schema, component, islands };
}
