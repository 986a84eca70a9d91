import type { z } from 'zod';
import { blockSchemaOf, pageFieldsSchemaOf, pageSchemaOf } from '../engine/schema/page.ts';
import type { ContentWords } from '../engine/site/content-words.ts';
import type { SiteDefinition } from '../engine/site/definition.ts';
import { schemaContextOf, type DataFiles, type SchemaContext, type SchemaOf } from '../engine/site/schema-context.ts';
import { fieldSpec, objectSpec, type FieldSpec } from './schema-form.ts';
import { builtOnce } from './built-once.ts';
import { contentWordsOf } from './words.ts';

/** What the editor checks a site's content with: its schemas, built for it with its data files as read, in its words. */
export interface SiteSchemas {
  words: ContentWords;
  page: ReturnType<typeof pageSchemaOf>;
  block: ReturnType<typeof blockSchemaOf>;
}

// Building a site's schemas takes a phone a good part of a second (zod without eval under the CSP): those of data
// files as read once are kept as long as those data files are.
const built = new WeakMap<DataFiles, WeakMap<SiteDefinition, SiteSchemas>>();

/** `site`'s schemas with `dataFiles` as read: built again when the editor reads them again. */
export function siteSchemasOf(site: SiteDefinition, dataFiles: DataFiles): SiteSchemas {
  const forDataFiles = built.get(dataFiles) ?? new WeakMap<SiteDefinition, SiteSchemas>();
  built.set(dataFiles, forDataFiles);
  let schemas = forDataFiles.get(site);
  if (schemas === undefined) {
    const context = schemaContextOf(site, dataFiles, contentWordsOf(site));
    const page = pageSchemaOf(site.blocks, context);
    schemas = { words: context.words, page, block: page.shape.blocks.element };
    forDataFiles.set(site, schemas);
  }
  return schemas;
}

export interface EditableDataFile {
  /** The name a block's `dataCollection` field holds and the editor's address uses: "values". */
  name: string;
  /** Relative to the project root: "data/values.json". */
  file: string;
  /** Its schema, built for the site it checks. */
  schema: SchemaOf;
  /** Its form, generated from its schema like a block's. */
  spec: FieldSpec;
}

/**
 * The data files the editor may open and write, by name, from the site's definition (dataFiles): a name is
 * only ever looked up here, never turned into a path, so no other file can be reached.
 */
function editableDataFiles(site: SiteDefinition, context: SchemaContext): ReadonlyMap<string, EditableDataFile> {
  return new Map(
    Object.values(site.dataFiles).flatMap(({ files, schema }) =>
      files.map((file) => {
        const name = file.replace(/^data\//, '').replace(/\.json$/, '');
        let spec: FieldSpec | undefined;
        return [
          name,
          {
            name,
            file,
            schema,
            get spec() {
              return (spec ??= fieldSpec(schema(context) as never, site.locale));
            },
          },
        ] as const;
      }),
    ),
  );
}

/** Looks a value up by name. */
export interface Lookup<V> {
  get(name: string): V | undefined;
}

/** A lookup of `names` whose value is built from its name the first time it is asked for, then kept. */
function builtWhenAsked<V>(names: readonly string[], build: (name: string) => V): Lookup<V> {
  const built = builtOnce(build);
  return { get: (name) => (names.includes(name) ? built.get(name) : undefined) };
}

/**
 * What the editor's forms are generated from: what a site's schemas declare, whatever its data files hold. Each part
 * is built when first asked for: a phone needs seconds to build every block's form, and a page uses a few.
 */
export interface SiteForms {
  /** Each block's schema, by type: its name and starting content. */
  blocks: Lookup<z.ZodType>;
  /** The page's own form (its fields besides the blocks). */
  pageSpec: ReturnType<typeof objectSpec>;
  /** Each block's form, by type. */
  blockSpecs: Lookup<FieldSpec>;
  /** The data files the editor may open, by name. */
  dataFiles: ReadonlyMap<string, EditableDataFile>;
}

const forms = new WeakMap<SiteDefinition, SiteForms>();

/** `site`'s forms, generated once for each site. */
export function siteFormsOf(site: SiteDefinition): SiteForms {
  const known = forms.get(site);
  if (known) return known;
  const context = schemaContextOf(site, { files: new Map() }, contentWordsOf(site));
  const types = Object.keys(site.blocks);
  const blocks = builtWhenAsked(types, (type) => site.blocks[type]!.schema(context) as z.ZodType);
  let pageSpec: SiteForms['pageSpec'] | undefined;
  const built: SiteForms = {
    blocks,
    get pageSpec() {
      return (pageSpec ??= objectSpec(pageFieldsSchemaOf(context) as never, site.locale));
    },
    blockSpecs: builtWhenAsked(types, (type) => fieldSpec(blocks.get(type) as never, site.locale)),
    dataFiles: editableDataFiles(site, context),
  };
  forms.set(site, built);
  return built;
}
