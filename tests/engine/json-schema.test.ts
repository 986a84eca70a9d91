import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorSettingsFile, jsonSchemasSetting } from '../../engine/validation/editor-settings.ts';
import { contentKindsOf, filesOf, generatedSchemaDir, jsonSchemaText, schemaPathOf } from '../../engine/validation/json-schemas.ts';
import site from '../../site.config.ts';
import { siteContext } from '../site-context.ts';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const contentKinds = contentKindsOf(site, siteContext);
const kinds = Object.entries(contentKinds);
const contentFiles = kinds.flatMap(([kind, entry]) => filesOf(entry, root).map((file) => ({ kind, file })));

// What a strict client (an editor, a CI linter) does with the schemas: Ajv with every strict check on and
// only the standard formats (ajv-formats), no custom ones.
const ajv = new Ajv({ strict: true, allErrors: true });
addFormats(ajv);

describe('editor JSON Schemas', () => {
  it.each(kinds.map(([kind]) => schemaPathOf(kind)))('%s is up to date (run `npm run schema`)', (path) => {
    const kind = kinds.find(([name]) => schemaPathOf(name) === path)![1];
    expect(read(path)).toBe(jsonSchemaText(kind.schema));
  });

  it('holds no schema of a kind that is gone', () => {
    expect(
      readdirSync(join(root, generatedSchemaDir))
        .map((name) => `${generatedSchemaDir}/${name}`)
        .sort(),
    ).toEqual(kinds.map(([kind]) => schemaPathOf(kind)).sort());
  });

  it('has a kind for every content file of pages/ and data/, in their folders too', () => {
    const all = ['pages', 'data'].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${folder}/${name}`),
    );
    expect(contentFiles.map(({ file }) => file).sort()).toEqual(all.sort());
  });

  it.each(contentFiles)('$file is valid against its schema for a strict validator (Ajv)', ({ kind, file }) => {
    const validate = ajv.getSchema(kind) ?? (ajv.addSchema(JSON.parse(read(schemaPathOf(kind))) as object, kind), ajv.getSchema(kind)!);
    const valid = validate(JSON.parse(read(file)));
    expect(validate.errors ?? [], file).toEqual([]);
    expect(valid).toBe(true);
  });

  it.each(contentFiles)('$file names its schema, by $schema or in .vscode/settings.json', ({ kind, file }) => {
    const content = JSON.parse(read(file)) as unknown;
    if (Array.isArray(content)) {
      // An array has no place for $schema: the editor's settings map it.
      expect(jsonSchemasSetting(contentKinds)).toContainEqual({ fileMatch: expect.arrayContaining([`/${file}`]), url: `./${schemaPathOf(kind)}` });
    } else {
      // From the file's folder: pages/ressources/guide-okr.json is one level deeper than pages/faq.json.
      expect((content as { $schema?: string }).$schema).toBe(`${'../'.repeat(file.split('/').length - 1)}${schemaPathOf(kind)}`);
    }
  });

  it(`${editorSettingsFile} maps the files that can't carry $schema (run \`npm run schema\`)`, () => {
    expect(existsSync(join(root, editorSettingsFile))).toBe(true);
    expect((JSON.parse(read(editorSettingsFile)) as Record<string, unknown>)['json.schemas']).toEqual(jsonSchemasSetting(contentKinds));
  });

  it('offers the block types and external link names for autocompletion', () => {
    const text = read(schemaPathOf('page'));
    expect(text).toContain('"const": "hero"');
    expect(text).toContain('"booking"');
  });
});
