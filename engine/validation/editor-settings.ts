import { jsonSchemaOf, schemaPathOf, type ContentKind } from './json-schemas.ts';

export const editorSettingsFile = '.vscode/settings.json';

export interface JsonSchemaSetting {
  fileMatch: string[];
  url: string;
}

/**
 * VS Code's `json.schemas`: the content files that can't name their schema themselves. A JSON array has no
 * place for `$schema`; object files (pages, site, navigation, faq…) carry it, as the README shows.
 */
export function jsonSchemasSetting(contentKinds: Record<string, ContentKind>): JsonSchemaSetting[] {
  return Object.entries(contentKinds)
    .filter(([, kind]) => jsonSchemaOf(kind.schema).type === 'array')
    .map(([name, kind]) => ({ fileMatch: kind.files.map((file) => `/${file}`), url: `./${schemaPathOf(name)}` }));
}

/** The settings file with `json.schemas` set, other settings kept as they are. */
export function editorSettingsText(current: Record<string, unknown>, contentKinds: Record<string, ContentKind>): string {
  return `${JSON.stringify({ ...current, 'json.schemas': jsonSchemasSetting(contentKinds) }, null, 2)}\n`;
}
