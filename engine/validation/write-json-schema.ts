import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { editorSettingsFile, editorSettingsText } from './editor-settings.ts';
import { contentKinds, generatedSchemaDir, jsonSchemaText, schemaPathOf } from './json-schemas.ts';

// `npm run schema`: the editor schemas of every content file kind, and the editor's mapping for the files
// that can't name theirs.
const root = resolve(import.meta.dirname, '../..');

mkdirSync(join(root, generatedSchemaDir), { recursive: true });
const written = new Set<string>();
for (const [kind, { schema }] of Object.entries(contentKinds)) {
  writeFileSync(join(root, schemaPathOf(kind)), jsonSchemaText(schema));
  written.add(schemaPathOf(kind));
  console.log(`wrote ${schemaPathOf(kind)}`);
}
// A kind that is gone leaves no schema behind for a file to point at.
for (const name of readdirSync(join(root, generatedSchemaDir))) {
  const path = `${generatedSchemaDir}/${name}`;
  if (!written.has(path)) {
    rmSync(join(root, path));
    console.log(`removed ${path}`);
  }
}

const settingsPath = join(root, editorSettingsFile);
const settings = existsSync(settingsPath) ? (JSON.parse(readFileSync(settingsPath, 'utf8')) as Record<string, unknown>) : {};
mkdirSync(dirname(settingsPath), { recursive: true });
writeFileSync(settingsPath, editorSettingsText(settings));
console.log(`wrote ${editorSettingsFile} (json.schemas)`);
