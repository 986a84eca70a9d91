import { z } from 'zod';
import { contentRoles } from '../engine/schema/declared.ts';
import { editorMeta, type EditorMeta } from '../engine/schema/editor-meta.ts';
import { engineFieldOfDescription } from '../engine/site/field-descriptions.ts';
import type { EngineFieldTitle } from '../engine/site/field-titles.ts';
import { siteInUse } from '../engine/site/site-in-use.ts';

/** How the editor shows one value of a schema: the form is generated from these, never written per block. */
export type FieldSpec =
  | { kind: 'text'; multiline: boolean; minLength?: number; maxLength?: number }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: Array<string | number>; /** The words shown for each option, in the site's language. */ labels?: string[] }
  | { kind: 'fixed'; value: unknown }
  | { kind: 'link' }
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
type FormMeta = Pick<EditorMeta, 'multiline' | 'optionLabels' | 'engineOptions'> & { link?: boolean };

/** The part of a JSON Schema (draft 2020-12, as zod writes it) the form is generated from. */
interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
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

/** Texts longer than this may be (a maximum length above it gives a text area); a text declared `multiline` always gets one. */
const singleLineMax = 100;

/** A number's bound as the schema sets it: `int()`'s own, the safe integers', is none. */
const bound = (value: number | undefined) => (value === undefined || Math.abs(value) === Number.MAX_SAFE_INTEGER ? undefined : value);

/** The form field for a schema. */
export function fieldSpec(schema: AnySchema): FieldSpec {
  const root = jsonSchemaOf(schema);
  return specOf(root, root);
}

/** The fields of an object schema, in the schema's key order. */
export function objectSpec(schema: AnySchema): Extract<FieldSpec, { kind: 'object' }> {
  const root = jsonSchemaOf(schema);
  return objectSpecOf(resolved(root, root), root);
}

function specOf(raw: JsonSchema, root: JsonSchema): FieldSpec {
  const node = resolved(raw, root);
  const form = node['x-form'] ?? {};
  if (form.link) return { kind: 'link' };
  if (node.const !== undefined) return { kind: 'fixed', value: node.const };
  if (node.enum) return enumSpec(node.enum, form);
  // zod writes a nullable schema without checks as a list of types (`["string", "null"]`).
  const types = [node.type ?? []].flat();
  if (types.length === 2 && types.includes('null')) return { kind: 'nullable', inner: specOf({ ...node, type: types.find((type) => type !== 'null') }, root) };
  switch (node.type) {
    case 'string':
      return {
        kind: 'text',
        multiline: form.multiline ?? (node.maxLength !== undefined && node.maxLength > singleLineMax),
        minLength: node.minLength,
        maxLength: node.maxLength,
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
      return node.properties ? objectSpecOf(node, root) : { kind: 'json' };
    case 'array':
      return node.prefixItems ? tupleSpec(node.prefixItems, root) : arraySpec(node, root);
  }
  const options = (node.oneOf ?? node.anyOf)?.map((option) => resolved(option, root));
  return options ? unionSpec(options, node.oneOf !== undefined, root) : { kind: 'json' };
}

function enumSpec(options: Array<string | number>, { optionLabels, engineOptions }: FormMeta): FieldSpec {
  const words = optionLabels ?? (engineOptions && (siteInUse().locale.optionLabels?.[engineOptions] as Readonly<Record<string, string>> | undefined));
  return words ? { kind: 'enum', options, labels: options.map((option) => words[String(option)] ?? String(option)) } : { kind: 'enum', options };
}

function arraySpec(node: JsonSchema, root: JsonSchema): FieldSpec {
  const item = resolved(node.items ?? {}, root);
  return {
    kind: 'array',
    item: specOf(item, root),
    minItems: node.minItems,
    maxItems: node.maxItems,
    ...(item.title === undefined ? {} : { itemLabel: siteTitle(item.title) }),
  };
}

function tupleSpec(prefixItems: JsonSchema[], root: JsonSchema): FieldSpec {
  const items = prefixItems.map((item) => resolved(item, root));
  const titles = items.map((item) => item.title);
  const itemLabels = titles.every((title) => title !== undefined) ? { itemLabels: titles.map(siteTitle) } : {};
  return { kind: 'tuple', items: items.map((item) => specOf(item, root)), ...itemLabels };
}

/** A discriminated union (zod's `oneOf`) is a variant; else a value or null, a choice of constants, or raw JSON. */
function unionSpec(options: JsonSchema[], exclusive: boolean, root: JsonSchema): FieldSpec {
  const discriminator = exclusive ? discriminatorOf(options, root) : undefined;
  if (discriminator !== undefined) {
    const variants = options.map((option) => ({ value: String(constantAt(option, discriminator, root)), spec: objectSpecOf(option, root) }));
    return { kind: 'variant', discriminator, options: variants };
  }
  const nonNull = options.filter((option) => option.type !== 'null');
  if (nonNull.length < options.length && nonNull.length === 1) return { kind: 'nullable', inner: specOf(nonNull[0]!, root) };
  const values = options.map((option) => (option.const === undefined ? option.enum : [option.const as string | number]));
  if (values.every((list) => list !== undefined)) return { kind: 'enum', options: values.flat() };
  return { kind: 'json' };
}

/** The constant an object holds at `key`; for a union (a discriminated union nested in another), the one all its options hold. */
function constantAt(node: JsonSchema, key: string, root: JsonSchema): unknown {
  const options = node.oneOf ?? node.anyOf;
  if (!options) return node.properties?.[key] && resolved(node.properties[key], root).const;
  const values = new Set(options.map((option) => constantAt(resolved(option, root), key, root)));
  return values.size === 1 ? [...values][0] : undefined;
}

/** The key at which each of `options` holds a constant of its own. */
function discriminatorOf(options: JsonSchema[], root: JsonSchema): string | undefined {
  const keys = new Set(options.flatMap((option) => Object.keys(option.properties ?? {})));
  return [...keys].find((key) => {
    const values = options.map((option) => constantAt(option, key, root));
    return values.every((value) => value !== undefined) && new Set(values).size === values.length;
  });
}

function objectSpecOf(node: JsonSchema, root: JsonSchema): Extract<FieldSpec, { kind: 'object' }> {
  return {
    kind: 'object',
    fields: Object.entries(node.properties ?? {}).map(([key, raw]) => {
      const { title, description, default: defaultValue } = resolved(raw, root);
      return {
        key,
        label: title === undefined ? fieldLabel(key) : siteTitle(title),
        description: description === undefined ? undefined : siteDescription(description),
        optional: !node.required?.includes(key),
        defaultValue,
        spec: specOf(raw, root),
      };
    }),
  };
}

/** A title of the schemas in the site's language: the engine's own fields are titled in English, and a site may name them (`locale.fieldTitles`). */
const siteTitle = (title: string) => siteInUse().locale.fieldTitles?.[title as EngineFieldTitle] ?? title;

/** A field's help in the site's language: the engine's own fields are described in English, and a site may describe them (`locale.fieldDescriptions`). */
function siteDescription(description: string): string {
  const engineField = engineFieldOfDescription(description);
  return (engineField && siteInUse().locale.fieldDescriptions?.[engineField]) ?? description;
}

/** The label of a field its schema gives no title: its key spelled out ("openingHours" → "Opening hours"). */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
