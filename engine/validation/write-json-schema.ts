import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readDataFiles } from './data-files.ts';
import { diskSource } from './disk-source.ts';
import { englishContentWords } from '../site/english-content-words.ts';
import { loadSiteDefinition } from '../site/load-definition.ts';
import { schemaContextOf } from '../site/schema-context.ts';
import { editorSettingsFile, editorSettingsText } from './editor-settings.ts';
import { contentKindsOf, generatedSchemaDir, jsonSchemaText, schemaPathOf } from './json-schemas.ts';

// `npm run schema [-- <root>]`: the editor schemas of every content file kind of the site at <root> (this
// repository's by default), and the editor's mapping for the files that can't name theirs.
const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../..'));
const site = await loadSiteDefinition(root);
// The schemas list the site's own link and form names.
const contentKinds = contentKindsOf(site, schemaContextOf(site, readDataFiles(diskSource(root), site), englishContentWords));

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
writeFileSync(settingsPath, editorSettingsText(settings, contentKinds));
console.log(`wrote ${editorSettingsFile} (json.schemas)`);
