import { z } from 'zod';
import { engineOptions, type EngineOptionList } from '../site/engine-options.ts';

/**
 * What the editor reads of a schema beside zod's own metadata (`.meta({ title, description })`, which the JSON
 * Schemas of `npm run schema` carry too): kept in a registry of its own, since a strict validator refuses any
 * other key in a JSON Schema. Like zod's, an entry holds for the copies zod makes of its schema (`.meta`,
 * `.describe`, `.refine`).
 */
export interface EditorMeta {
  /** A text the editor shows as a text area whatever its maximum length: prose, not a line. */
  multiline?: boolean;
  /** A text of the engine's small Markdown (formatted-text-field.ts): the editor adds a formatting bar to its text area. */
  formatted?: boolean;
  /**
   * A block's starting content where its schema alone gives no valid block (texts that must hold a placeholder
   * such as "{count}", links that must be anchors of the page): merged over its fields' defaults.
   */
  starter?: Record<string, unknown>;
  /** The words the editor shows for a list's values, where the JSON's are not the site's language ("red" → « Rouge »). */
  optionLabels?: Readonly<Record<string, string>>;
  /** One of the engine's own lists, whose values the site words for its editor (`locale.optionLabels`). */
  engineOptions?: EngineOptionList;
}

export const editorMeta = z.registry<EditorMeta>();

/** A copy of `schema`, a text, that the editor shows as a text area (with a formatting bar if `formatted`). */
export function multiline<S extends z.ZodType>(schema: S, formatted?: true): S {
  const copy = schema.clone();
  editorMeta.add(copy, { multiline: true, ...(formatted && { formatted }) });
  return copy;
}

/** A copy of `schema`, a list of values, whose values the editor shows as `labels` says, each one. */
export function labelledOptions<S extends z.ZodEnum>(schema: S, labels: Readonly<Record<z.output<S> & string, string>>): S {
  const copy = schema.clone();
  editorMeta.add(copy, { optionLabels: labels });
  return copy;
}

/** One of the engine's lists as a schema, worded in the editor by the site's `locale.optionLabels`. */
export function engineOptionEnum<List extends EngineOptionList>(list: List) {
  const schema = z.enum(engineOptions[list]);
  editorMeta.add(schema, { engineOptions: list });
  return schema;
}
