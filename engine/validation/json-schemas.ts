import { join } from 'node:path';
import { z } from 'zod';
import { imageFieldKey } from '../schema/image-field.ts';
import { navigationSchemaOf } from '../schema/navigation.ts';
import { pageSchemaOf } from '../schema/page.ts';
import { siteSchemaOf } from '../schema/site.ts';
import type { SiteDefinition } from '../site/definition.ts';
import type { SchemaContext } from '../site/schema-context.ts';
import { navigationFile, siteFile } from './load-content.ts';
import { jsonFilesIn } from './disk-source.ts';

export { generatedSchemaDir, schemaPathOf } from './schema-paths.ts';

/** A kind of content file: its files (paths from the content root; `dir/*.json` for a whole folder, its subfolders too with `**` between them) and its schema. */
export interface ContentKind {
  files: readonly string[];
  schema: z.ZodType;
}

/**
 * Every content file of the site `definition` defines in pages/ and data/, by kind, with its schema built for
 * `site`: the one table the schema generator (`npm run schema`), the editor mapping in .vscode/settings.json and the
 * test that validates every file with Ajv all read.
 */
export function contentKindsOf(definition: SiteDefinition, site: SchemaContext): Record<string, ContentKind> {
  const dataFiles = Object.entries(definition.dataFiles).map(([name, { files, schema }]) => [name, { files, schema: schema(site) }]);
  return {
    page: { files: ['pages/**/*.json'], schema: pageSchemaOf(definition.blocks, site) },
    site: { files: [siteFile], schema: siteSchemaOf(site.words) },
    navigation: { files: [navigationFile], schema: navigationSchemaOf(definition, site) },
    ...Object.fromEntries(dataFiles),
  };
}

/** The files a kind covers, as paths from the root, with a folder's listed from `root` (its subfolders' too for `**`). */
export function filesOf(kind: ContentKind, root: string): string[] {
  return kind.files.flatMap((pattern) => {
    const [, folder, deep] = /^(.+?)\/(\*\*\/)?\*\.json$/.exec(pattern) ?? [];
    if (folder === undefined) return [pattern];
    return jsonFilesIn(join(root, folder), deep !== undefined).map((name) => `${folder}/${name}`);
  });
}

// The formats of draft-07 (section 7.3). zod adds its own for some checks ("starts_with", "ends_with",
// "includes"…) next to a `pattern` that says the same: strict validators (Ajv) refuse an unknown format.
const draft7Formats = new Set([
  'date-time',
  'date',
  'time',
  'email',
  'idn-email',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'iri',
  'iri-reference',
  'uri-template',
  'json-pointer',
  'relative-json-pointer',
  'regex',
]);

/** JSON Schema (draft-07) for what an author writes (the input side of transforms such as link resolution). */
export function jsonSchemaOf(schema: z.ZodType) {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-7',
    override: ({ jsonSchema }) => {
      // The editor's own declaration (editor/schema-form.ts reads it from its own JSON Schema): a strict client refuses a keyword it does not know.
      delete jsonSchema[imageFieldKey];
      const { format, pattern } = jsonSchema;
      if (typeof format !== 'string' || draft7Formats.has(format)) return;
      if (typeof pattern !== 'string') throw new Error(`zod format "${format}" has no pattern to stand for it in JSON Schema`);
      delete jsonSchema.format;
    },
  });
}

export const jsonSchemaText = (schema: z.ZodType) => `${JSON.stringify(jsonSchemaOf(schema), null, 2)}\n`;
