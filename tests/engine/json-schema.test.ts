import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedSchemaFiles, jsonSchemaText } from '../../engine/validation/json-schemas.ts';

const root = resolve(import.meta.dirname, '../..');

describe('editor JSON Schemas', () => {
  it.each(Object.entries(generatedSchemaFiles))('engine/schema/generated/%s is up to date (run `npm run schema`)', (file, schema) => {
    const committed = readFileSync(join(root, 'engine/schema/generated', file), 'utf8');
    expect(committed).toBe(jsonSchemaText(schema));
  });

  it('is referenced by $schema in every page file', () => {
    for (const name of readdirSync(join(root, 'pages'))) {
      const page = JSON.parse(readFileSync(join(root, 'pages', name), 'utf8')) as { $schema?: string };
      expect(page.$schema, name).toBe('../engine/schema/generated/page.schema.json');
    }
  });

  it('offers the block types and external link names for autocompletion', () => {
    const text = readFileSync(join(root, 'engine/schema/generated/page.schema.json'), 'utf8');
    expect(text).toContain('"const": "hero"');
    expect(text).toContain('"booking"');
  });
});
