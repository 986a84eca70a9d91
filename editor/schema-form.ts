import { z } from 'zod';
import { contentRoles } from '../engine/schema/declared.ts';
import { editorMeta } from '../engine/schema/editor-meta.ts';
import { engineFieldOfDescription } from '../engine/site/field-descriptions.ts';
import type { EngineOptionList } from '../engine/site/engine-options.ts';
import type { EngineFieldTitle } from '../engine/site/field-titles.ts';
import type { SiteDefinition } from '../engine/site/definition.ts';

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
interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;
const checksOf = (schema: AnySchema) =>
  ((defOf(schema).checks as AnySchema[] | undefined) ?? []).map((check) => check._zod.def as unknown as Record<string, unknown>);

/** Texts longer than this may be (a maximum length above it gives a text area); a text declared `multiline` always gets one. */
const singleLineMax = 100;

/** The site's words a form shows besides its schemas' own: the names and help of the engine's fields, the values of its lists. */
type Locale = SiteDefinition['locale'];

interface Unwrapped {
  schema: AnySchema;
  optional: boolean;
  defaultValue?: unknown;
  /** From zod's metadata (`.meta`, `.describe`) and the editor's (engine/schema/editor-meta.ts), the outermost first. */
  title?: string;
  description?: string;
  multiline?: boolean;
  optionLabels?: Readonly<Record<string, string>>;
  engineOptions?: EngineOptionList;
}

type Meta = Pick<Unwrapped, 'title' | 'description' | 'multiline' | 'optionLabels' | 'engineOptions'>;

/** Adds what `schema` itself declares to `meta`, where `meta` says nothing yet. */
function collectMeta(schema: AnySchema, meta: Meta) {
  const { title, description } = z.globalRegistry.get(schema) ?? {};
  meta.title ??= title;
  meta.description ??= description;
  const editor = editorMeta.get(schema);
  meta.multiline ??= editor?.multiline;
  meta.optionLabels ??= editor?.optionLabels;
  meta.engineOptions ??= editor?.engineOptions;
}

/**
 * Strips optional/default wrappers, keeping the metadata found on the way (a wrapper's before what it wraps),
 * and that of a transform's input (`.meta(…).transform(…)`).
 */
function unwrap(schema: AnySchema): Unwrapped {
  let current = schema;
  let optional = false;
  let defaultValue: unknown;
  const meta: Meta = {};
  for (;;) {
    collectMeta(current, meta);
    const def = defOf(current);
    if (def.type === 'optional') optional = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      optional = true;
      defaultValue = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
    } else break;
    current = def.innerType as AnySchema;
  }
  for (let input = current; defOf(input).type === 'pipe';) {
    input = defOf(input).in as AnySchema;
    collectMeta(input, meta);
  }
  return { schema: current, optional, defaultValue, ...meta };
}

/** True for a field the schema declares as a link (`linkField`, `cta` in engine/schema/link.ts). */
function isLink(schema: AnySchema): boolean {
  return contentRoles.get(schema as never)?.role === 'link';
}

function literalValues(schema: AnySchema): unknown[] | undefined {
  const def = defOf(schema);
  if (def.type === 'literal') return def.values as unknown[];
  if (def.type === 'enum') return Object.values(def.entries as Record<string, unknown>);
  if (def.type === 'pipe') return literalValues(def.in as AnySchema);
  return undefined;
}

/** The form field for a schema, in the words of `locale`, its site's. */
export function fieldSpec(schema: AnySchema, locale: Locale): FieldSpec {
  const { schema: inner, multiline: declared, optionLabels, engineOptions } = unwrap(schema);
  if (isLink(inner)) return { kind: 'link' };
  const def = defOf(inner);
  switch (def.type) {
    case 'string': {
      const checks = checksOf(inner);
      const minLength = checks.find((check) => check.check === 'min_length')?.minimum as number | undefined;
      const maxLength = checks.find((check) => check.check === 'max_length')?.maximum as number | undefined;
      return { kind: 'text', multiline: declared ?? (maxLength !== undefined && maxLength > singleLineMax), minLength, maxLength };
    }
    case 'number': {
      const checks = checksOf(inner);
      const integer = checks.some((check) => check.check === 'number_format' && String(check.format).includes('int'));
      const min = checks.find((check) => check.check === 'greater_than')?.value as number | undefined;
      const max = checks.find((check) => check.check === 'less_than')?.value as number | undefined;
      return { kind: 'number', integer, min, max };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum': {
      const options = Object.values(def.entries as Record<string, string | number>);
      const words = optionLabels ?? (engineOptions && (locale.optionLabels?.[engineOptions] as Readonly<Record<string, string>> | undefined));
      return words ? { kind: 'enum', options, labels: options.map((option) => words[String(option)] ?? String(option)) } : { kind: 'enum', options };
    }
    case 'literal': {
      const values = def.values as Array<string | number>;
      return values.length === 1 ? { kind: 'fixed', value: values[0] } : { kind: 'enum', options: values };
    }
    case 'object':
      return objectSpec(inner, locale);
    case 'array': {
      const checks = checksOf(inner);
      const exact = checks.find((check) => check.check === 'length_equals')?.length as number | undefined;
      const itemTitle = unwrap(def.element as AnySchema).title;
      return {
        kind: 'array',
        item: fieldSpec(def.element as AnySchema, locale),
        minItems: exact ?? (checks.find((check) => check.check === 'min_length')?.minimum as number | undefined),
        maxItems: exact ?? (checks.find((check) => check.check === 'max_length')?.maximum as number | undefined),
        ...(itemTitle === undefined ? {} : { itemLabel: siteTitle(itemTitle, locale) }),
      };
    }
    case 'tuple': {
      const items = def.items as AnySchema[];
      const titles = items.map((item) => unwrap(item).title);
      const itemLabels = titles.every((title) => title !== undefined) ? { itemLabels: titles.map((title) => siteTitle(title, locale)) } : {};
      return { kind: 'tuple', items: items.map((item) => fieldSpec(item, locale)), ...itemLabels };
    }
    case 'nullable':
      return { kind: 'nullable', inner: fieldSpec(def.innerType as AnySchema, locale) };
    case 'pipe':
      if (defOf(def.in as AnySchema).type === 'object') return objectSpec(inner, locale);
      // A transform after a literal (a data file's name) or another input: the form edits the input, as declared
      // before or after the transform.
      return withMultiline(fieldSpec(def.in as AnySchema, locale), declared);
    case 'union': {
      const options = def.options as AnySchema[];
      if (typeof def.discriminator === 'string') return variantSpec(def.discriminator, options, locale);
      const nonNull = options.filter((option) => defOf(option).type !== 'null');
      if (nonNull.length < options.length && nonNull.length === 1) return { kind: 'nullable', inner: fieldSpec(nonNull[0]!, locale) };
      const literals = options.map(literalValues);
      if (literals.every((values) => values !== undefined)) return { kind: 'enum', options: literals.flat() as Array<string | number> };
      return { kind: 'json' };
    }
    default:
      return { kind: 'json' };
  }
}

/** `spec` a text area or a line as declared, when it is a text and its schema said. */
const withMultiline = (spec: FieldSpec, declared: boolean | undefined): FieldSpec =>
  spec.kind === 'text' && declared !== undefined ? { ...spec, multiline: declared } : spec;

function variantSpec(discriminator: string, options: AnySchema[], locale: Locale): FieldSpec {
  return {
    kind: 'variant',
    discriminator,
    options: options.map((option) => {
      const spec = objectSpec(option, locale);
      const fixed = spec.fields.find((field) => field.key === discriminator)?.spec;
      return { value: String(fixed?.kind === 'fixed' ? fixed.value : ''), spec };
    }),
  };
}

/** The fields of an object schema, in the schema's key order, in the words of `locale`, its site's. */
export function objectSpec(schema: AnySchema, locale: Locale): Extract<FieldSpec, { kind: 'object' }> {
  let input = unwrap(schema).schema;
  // An object whose output is reshaped (`.transform`): the form edits what the JSON holds.
  while (defOf(input).type === 'pipe') input = defOf(input).in as AnySchema;
  const shape = (defOf(input).shape ?? {}) as Record<string, AnySchema>;
  return {
    kind: 'object',
    fields: Object.entries(shape).map(([key, child]) => {
      const { optional, defaultValue, title, description } = unwrap(child);
      return {
        key,
        label: title === undefined ? fieldLabel(key) : siteTitle(title, locale),
        description: description === undefined ? undefined : siteDescription(description, locale),
        optional,
        defaultValue,
        spec: fieldSpec(child, locale),
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
