import type { z } from 'zod';
import { contentWordsOf, withContentWords } from '../engine/site/content-words-in-use.ts';
import { perSiteInUse, siteInUse } from '../engine/site/site-in-use.ts';
import { parseContent } from '../engine/validation/error-map.ts';
import type { ContentIssue } from '../engine/validation/issue.ts';
import { formatJsonFile } from './json-file.ts';
import { fieldSpec, type FieldSpec } from './schema-form.ts';
import { orderKeys } from './page-file.ts';

export interface EditableDataFile {
  /** The name a block's `dataCollection` field holds and the editor's address uses: "values". */
  name: string;
  /** Relative to the project root: "data/values.json". */
  file: string;
  schema: z.ZodType;
}

/**
 * The data files the editor may open and write, by name, from the site's definition (dataFiles): a name is
 * only ever looked up here, never turned into a path, so no other file can be reached.
 */
export const editableDataFiles = perSiteInUse(
  (site): ReadonlyMap<string, EditableDataFile> =>
    new Map(
      Object.values(site.dataFiles).flatMap(({ files, schema }) =>
        files.map((file) => {
          const name = file.replace(/^data\//, '').replace(/\.json$/, '');
          return [name, { name, file, schema: schema as z.ZodType }] as const;
        }),
      ),
    ),
);

const specs = new Map<string, FieldSpec>();

/** The form of a data file, generated from its schema like a block's. */
export function dataFileSpec(name: string): FieldSpec | undefined {
  const entry = editableDataFiles().get(name);
  if (!entry) return undefined;
  if (!specs.has(name)) specs.set(name, fieldSpec(entry.schema as never));
  return specs.get(name);
}

/** Checks a data file's draft against its schema, with the build's checks in the site's words (its `locale.content`). */
export function checkDataFile(raw: unknown, name: string): ContentIssue[] {
  const words = contentWordsOf(siteInUse());
  const entry = editableDataFiles().get(name);
  if (!entry) return [{ file: `data/${name}.json`, path: [], message: words.unknownDataFile }];
  return withContentWords(words, () => parseContent(entry.schema, raw, entry.file).issues);
}

/** The text of the data file for `value`, keys in schema order, keeping what did not change as `previous` had it. */
export function dataFileText(name: string, value: unknown, previous?: string): string {
  const spec = dataFileSpec(name);
  return formatJsonFile(spec ? orderKeys(value, spec) : value, previous);
}

/**
 * The top-level fields of a block's form that name a data file: a `dataCollection` field is a fixed name (or a
 * choice of names) of the table above.
 */
export function dataFileKeys(spec: FieldSpec): string[] {
  const fields = spec.kind === 'object' ? spec.fields : spec.kind === 'variant' ? spec.options.flatMap((option) => option.spec.fields) : [];
  const names = (field: FieldSpec): unknown[] => (field.kind === 'fixed' ? [field.value] : field.kind === 'enum' ? field.options : []);
  return [
    ...new Set(
      fields
        .filter(
          (field) =>
            field.key !== 'type' &&
            names(field.spec).length > 0 &&
            names(field.spec).every((name) => typeof name === 'string' && editableDataFiles().has(name)),
        )
        .map((field) => field.key),
    ),
  ];
}

/** The data files a block reads, by the names its `dataCollection` fields hold. */
export function dataFilesOfBlock(block: Record<string, unknown>, spec: FieldSpec | undefined): EditableDataFile[] {
  if (!spec) return [];
  return dataFileKeys(spec).flatMap((key) => {
    const value = block[key];
    const entry = typeof value === 'string' ? editableDataFiles().get(value) : undefined;
    return entry ? [entry] : [];
  });
}
