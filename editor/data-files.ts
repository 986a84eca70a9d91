import type { SiteDefinition } from '../engine/site/definition.ts';
import { schemaContextOf, type DataFiles } from '../engine/site/schema-context.ts';
import { parseContent } from '../engine/validation/error-map.ts';
import type { ContentIssue } from '../engine/validation/issue.ts';
import { formatJsonFile } from './json-file.ts';
import type { FieldSpec } from './schema-form.ts';
import { orderKeys } from './page-file.ts';
import { siteFormsOf, type EditableDataFile } from './site-schemas.ts';
import { contentWordsOf } from './words.ts';

/**
 * Checks a data file's draft against its schema, built for `site` with its `dataFiles` as read, with the build's
 * checks in the site's words (its `locale.content`).
 */
export function checkDataFile(site: SiteDefinition, dataFiles: DataFiles, raw: unknown, name: string): ContentIssue[] {
  const words = contentWordsOf(site);
  const entry = siteFormsOf(site).dataFiles.get(name);
  if (!entry) return [{ file: `data/${name}.json`, path: [], message: words.unknownDataFile }];
  return parseContent(entry.schema(schemaContextOf(site, dataFiles, words)), raw, entry.file, words).issues;
}

/** The text of the data file for `value`, keys in schema order, keeping what did not change as `previous` had it. */
export function dataFileText(site: SiteDefinition, name: string, value: unknown, previous?: string): string {
  const spec = siteFormsOf(site).dataFiles.get(name)?.spec;
  return formatJsonFile(spec ? orderKeys(value, spec) : value, previous);
}

/**
 * The top-level fields of a block's form that name a data file: a `dataCollection` field is a fixed name (or a
 * choice of names) of the site's table.
 */
export function dataFileKeys(site: SiteDefinition, spec: FieldSpec): string[] {
  const { dataFiles } = siteFormsOf(site);
  const fields = spec.kind === 'object' ? spec.fields : spec.kind === 'variant' ? spec.options.flatMap((option) => option.spec.fields) : [];
  const names = (field: FieldSpec): unknown[] => (field.kind === 'fixed' ? [field.value] : field.kind === 'enum' ? field.options : []);
  return [
    ...new Set(
      fields
        .filter(
          (field) => field.key !== 'type' && names(field.spec).length > 0 && names(field.spec).every((name) => typeof name === 'string' && dataFiles.has(name)),
        )
        .map((field) => field.key),
    ),
  ];
}

/** The data files a block reads, by the names its `dataCollection` fields hold. */
export function dataFilesOfBlock(site: SiteDefinition, block: Record<string, unknown>, spec: FieldSpec | undefined): EditableDataFile[] {
  if (!spec) return [];
  return dataFileKeys(site, spec).flatMap((key) => {
    const value = block[key];
    const entry = typeof value === 'string' ? siteFormsOf(site).dataFiles.get(value) : undefined;
    return entry ? [entry] : [];
  });
}
