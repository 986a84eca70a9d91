import { z } from 'zod';

/**
 * What the editor reads of a schema beside zod's own metadata (`.meta({ title, description })`, which the JSON
 * Schemas of `npm run schema` carry too): kept in a registry of its own, since a strict validator refuses any
 * other key in a JSON Schema. Like zod's, an entry holds for the copies zod makes of its schema (`.meta`,
 * `.describe`, `.refine`).
 */
export interface EditorMeta {
  /** A text the editor shows as a text area whatever its maximum length: prose, not a line. */
  multiline?: boolean;
  /**
   * A block's starting content where its schema alone gives no valid block (texts that must hold a placeholder
   * such as "{count}", links that must be anchors of the page): merged over its fields' defaults.
   */
  starter?: Record<string, unknown>;
}

export const editorMeta = z.registry<EditorMeta>();

/** A copy of `schema`, a text, that the editor shows as a text area. */
export function multiline<S extends z.ZodType>(schema: S): S {
  const copy = schema.clone();
  editorMeta.add(copy, { multiline: true });
  return copy;
}
