import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generatedSchemaFiles, jsonSchemaText } from './json-schemas.ts';

const outDir = resolve(import.meta.dirname, '../schema/generated');
mkdirSync(outDir, { recursive: true });
for (const [file, schema] of Object.entries(generatedSchemaFiles)) {
  writeFileSync(join(outDir, file), jsonSchemaText(schema));
  console.log(`wrote engine/schema/generated/${file}`);
}
