/** Where `npm run schema` writes the JSON Schemas of a site's content: beside its pages/ and data/. */
export const generatedSchemaDir = 'schemas';

/** The generated schema of a kind, e.g. "schemas/page.schema.json". */
export const schemaPathOf = (kind: string) => `${generatedSchemaDir}/${kind}.schema.json`;
