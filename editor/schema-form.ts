import { z } from 'zod';
import { contentRoles } from '../engine/schema/declared.ts';
import { imageFieldKey } from '../engine/schema/image-field.ts';
import { editorMeta, type EditorMeta } from '../engine/schema/editor-meta.ts';
import { engineFieldOfDescription } from '../engine/site/field-descriptions.ts';
import type { EngineFieldTitle } from '../engine/site/field-titles.ts';
import type { SiteDefinition } from '../engine/site/definition.ts';

/** How the editor shows one value of a schema: the form is generated from these, never written per block. */
export type FieldSpec =
  | { kind: 'text'; multiline: boolean; minLength?: number; maxLength?: number; formatted?: boolean }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: Array<string | number>; /** The words shown for each option, in the site's language. */ labels?: string[] }
  | { kind: 'fixed'; value: unknown }
  | { kind: 'link' }
  /** An image of the site's images/ folder: `{ src, alt, decorative }` (engine/schema/image-field.ts). */
  | { kind: 'image' }
  | { kind: 'object'; fields: ObjectField[] }
  | { kind: 'array'; item: FieldSpec; minItems?: number; maxItems?: number; itemLabel?: string }
  | { kind: 'tuple'; items: FieldSpec[]; itemLabels?: string[] }
  | { kind: 'nullable'; inner: FieldSpec }
  | { kind: 'variant'; discriminator: string; options: Array<{ value: string; spec: Extract<FieldSpec, { kind: 'object' }> }> }
  | { kind: 'json' };

export interface ObjectField {
  key: string;
  label: string;
  description?: string;
  /** May be left out of the JSON: the form offers to clear it. */
  optional: boolean;
  /** The schema's default when left out. */
  defaultValue?: unknown;
  spec: FieldSpec;
}

type AnySchema = z.core.$ZodType;

/** What the editor reads of a schema that JSON Schema has no word for: its own registry's, and whether it is a link. */
type FormMeta = Pick<EditorMeta, 'multiline' | 'formatted' | 'optionLabels' | 'engineOptions'> & { link?: boolean };

/** The part of a JSON Schema (draft 2020-12, as zod writes it) the form is generated from. */
interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  [imageFieldKey]?: boolean;
  title?: string;
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: Array<string | number>;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  'x-form'?: FormMeta;
}

/**
 * The JSON Schema of what an author writes (the input side of transforms), each of its schemas with what the
 * editor's registries say of it (`x-form`, a block's starter included, unread here): as with a title, a wrapper
 * (`.optional()`, a transform…) inherits what the schema it wraps declares, and what it declares itself wins.
 */
function jsonSchemaOf(schema: AnySchema): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const own: FormMeta = { ...editorMeta.get(zodSchema), ...(contentRoles.get(zodSchema)?.role === 'link' && { link: true }) };
      if (Object.keys(own).length > 0) jsonSchema['x-form'] = { ...(jsonSchema['x-form'] as FormMeta | undefined), ...own };
    },
  }) as JsonSchema;
}

/** `node`, or the schema its `$ref` points to (one with an `id`, or a cycle) under `node`'s own keys. */
function resolved(node: JsonSchema, root: JsonSchema): JsonSchema {
  if (node.$ref === undefined) return node;
  const { $ref, ...own } = node;
  const target = $ref === '#' ? root : root.$defs?.[$ref.replace('#/$defs/', '')];
  return { ...resolved(target ?? {}, root), ...own };
}

/** The site's words a form shows besides its schemas' own: the names and help of the engine's fields, the values of its lists. */
type Locale = SiteDefinition['locale'];

/** What a walk through a schema carries: the schema it started from (its `$defs`) and the site's words. */
interface Walk {
  root: JsonSchema;
  locale: Locale;
}

/** Texts longer than this may be (a maximum length above it gives a text area); a text declared `multiline` always gets one. */
const singleLineMax = 100;

/** A number's bound as the schema sets it: `int()`'s own, the safe integers', is none. */
const bound = (value: number | undefined) => (value === undefined || Math.abs(value) === Number.MAX_SAFE_INTEGER ? undefined : value);

/** The form field for a schema, in the words of `locale`, its site's. */
export function fieldSpec(schema: AnySchema, locale: Locale): FieldSpec {
  const root = jsonSchemaOf(schema);
  return specOf(root, { root, locale });
}

/** The fields of an object schema, in the schema's key order. */
export function objectSpec(schema: AnySchema, locale: Locale): Extract<FieldSpec, { kind: 'object' }> {
  const root = jsonSchemaOf(schema);
  return objectSpecOf(resolved(root, root), { root, locale });
}

function specOf(raw: JsonSchema, walk: Walk): FieldSpec {
  const node = resolved(raw, walk.root);
  const form = node['x-form'] ?? {};
  if (form.link) return { kind: 'link' };
  if (node[imageFieldKey] === true) return { kind: 'image' };
  if (node.const !== undefined) return { kind: 'fixed', value: node.const };
  if (node.enum) return enumSpec(node.enum, form, walk.locale);
  // zod writes a nullable schema without checks as a list of types (`["string", "null"]`).
  const types = [node.type ?? []].flat();
  if (types.length === 2 && types.includes('null')) return { kind: 'nullable', inner: specOf({ ...node, type: types.find((type) => type !== 'null') }, walk) };
  switch (node.type) {
    case 'string':
      return {
        kind: 'text',
        multiline: form.multiline ?? (node.maxLength !== undefined && node.maxLength > singleLineMax),
        minLength: node.minLength,
        maxLength: node.maxLength,
        ...(form.formatted && { formatted: true }),
      };
    case 'number':
    case 'integer':
      return {
        kind: 'number',
        integer: node.type === 'integer',
        min: bound(node.minimum ?? node.exclusiveMinimum),
        max: bound(node.maximum ?? node.exclusiveMaximum),
      };
    case 'boolean':
      return { kind: 'boolean' };
    case 'object':
      return node.properties ? objectSpecOf(node, walk) : { kind: 'json' };
    case 'array':
      return node.prefixItems ? tupleSpec(node.prefixItems, walk) : arraySpec(node, walk);
  }
  const options = (node.oneOf ?? node.anyOf)?.map((option) => resolved(option, walk.root));
  return options ? unionSpec(options, node.oneOf !== undefined, walk) : { kind: 'json' };
}

function enumSpec(options: Array<string | number>, { optionLabels, engineOptions }: FormMeta, locale: Locale): FieldSpec {
  const words = optionLabels ?? (engineOptions && (locale.optionLabels?.[engineOptions] as Readonly<Record<string, string>> | undefined));
  return words ? { kind: 'enum', options, labels: options.map((option) => words[String(option)] ?? String(option)) } : { kind: 'enum', options };
}

function arraySpec(node: JsonSchema, walk: Walk): FieldSpec {
  const item = resolved(node.items ?? {}, walk.root);
  return {
    kind: 'array',
    item: specOf(item, walk),
    minItems: node.minItems,
    maxItems: node.maxItems,
    ...(item.title === undefined ? {} : { itemLabel: siteTitle(item.title, walk.locale) }),
  };
}

function tupleSpec(prefixItems: JsonSchema[], walk: Walk): FieldSpec {
  const items = prefixItems.map((item) => resolved(item, walk.root));
  const titles = items.map((item) => item.title);
  const itemLabels = titles.every((title) => title !== undefined) ? { itemLabels: titles.map((title) => siteTitle(title!, walk.locale)) } : {};
  return { kind: 'tuple', items: items.map((item) => specOf(item, walk)), ...itemLabels };
}

/** A discriminated union (zod's `oneOf`) is a variant; else a value or null, a choice of constants, or raw JSON. */
function unionSpec(options: JsonSchema[], exclusive: boolean, walk: Walk): FieldSpec {
  const discriminator = exclusive ? discriminatorOf(options, walk) : undefined;
  if (discriminator !== undefined) {
    const variants = options.map((option) => ({ value: String(constantAt(option, discriminator, walk)), spec: objectSpecOf(option, walk) }));
    return { kind: 'variant', discriminator, options: variants };
  }
  const nonNull = options.filter((option) => option.type !== 'null');
  if (nonNull.length < options.length && nonNull.length === 1) return { kind: 'nullable', inner: specOf(nonNull[0]!, walk) };
  const values = options.map((option) => (option.const === undefined ? option.enum : [option.const as string | number]));
  if (values.every((list) => list !== undefined)) return { kind: 'enum', options: values.flat() };
  return { kind: 'json' };
}

/** The constant an object holds at `key`; for a union (a discriminated union nested in another), the one all its options hold. */
function constantAt(node: JsonSchema, key: string, walk: Walk): unknown {
  const options = node.oneOf ?? node.anyOf;
  if (!options) return node.properties?.[key] && resolved(node.properties[key], walk.root).const;
  const values = new Set(options.map((option) => constantAt(resolved(option, walk.root), key, walk)));
  return values.size === 1 ? [...values][0] : undefined;
}

/** The key at which each of `options` holds a constant of its own. */
function discriminatorOf(options: JsonSchema[], walk: Walk): string | undefined {
  const keys = new Set(options.flatMap((option) => Object.keys(option.properties ?? {})));
  return [...keys].find((key) => {
    const values = options.map((option) => constantAt(option, key, walk));
    return values.every((value) => value !== undefined) && new Set(values).size === values.length;
  });
}

function objectSpecOf(node: JsonSchema, walk: Walk): Extract<FieldSpec, { kind: 'object' }> {
  return {
    kind: 'object',
    fields: Object.entries(node.properties ?? {}).map(([key, raw]) => {
      const { title, description, default: defaultValue } = resolved(raw, walk.root);
      return {
        key,
        label: title === undefined ? fieldLabel(key) : siteTitle(title, walk.locale),
        description: description === undefined ? undefined : siteDescription(description, walk.locale),
        optional: !node.required?.includes(key),
        defaultValue,
        spec: specOf(raw, walk),
      };
    }),
  };
}

/** A title of the schemas in the site's language: the engine's own fields are titled in English, and a site may name them (`locale.fieldTitles`). */
const siteTitle = (title: string, locale: Locale) => locale.fieldTitles?.[title as EngineFieldTitle] ?? title;

/** A field's help in the site's language: the engine's own fields are described in English, and a site may describe them (`locale.fieldDescriptions`). */
function siteDescription(description: string, locale: Locale): string {
  const engineField = engineFieldOfDescription(description);
  return (engineField && locale.fieldDescriptions?.[engineField]) ?? description;
}

/** The label of a field its schema gives no title: its key spelled out ("openingHours" → "Opening hours"). */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
