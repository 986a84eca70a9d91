import type { z } from 'zod';
import { contentRoles } from '../schema/declared.ts';

/** How the editor shows one value of a schema: the form is generated from these, never written per block. */
export type FieldSpec =
  | { kind: 'text'; multiline: boolean; minLength?: number; maxLength?: number }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: Array<string | number> }
  | { kind: 'fixed'; value: unknown }
  | { kind: 'link' }
  | { kind: 'object'; fields: ObjectField[] }
  | { kind: 'array'; item: FieldSpec; minItems?: number; maxItems?: number }
  | { kind: 'tuple'; items: FieldSpec[] }
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

/** Single-line inputs up to this many characters; longer or unbounded texts get a text area when they read as prose. */
const singleLineMax = 100;
const proseKeys = /^(text|intro|answer|description|subtitle|body|quote|summary|content|note|paragraphs?)$/i;

function descriptionOf(schema: AnySchema): string | undefined {
  return (schema as unknown as { description?: string }).description;
}

interface Unwrapped {
  schema: AnySchema;
  optional: boolean;
  defaultValue?: unknown;
  description?: string;
}

/** Strips optional/default wrappers, keeping the first description found. */
function unwrap(schema: AnySchema): Unwrapped {
  let current = schema;
  let optional = false;
  let defaultValue: unknown;
  let description = descriptionOf(current);
  for (;;) {
    const def = defOf(current);
    if (def.type === 'optional') optional = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      optional = true;
      defaultValue = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
    } else break;
    current = def.innerType as AnySchema;
    description ??= descriptionOf(current);
  }
  return { schema: current, optional, defaultValue, description };
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

/** The form field for a schema; `key` only helps choose between a line and a text area. */
export function fieldSpec(schema: AnySchema, key = ''): FieldSpec {
  const { schema: inner } = unwrap(schema);
  if (isLink(inner)) return { kind: 'link' };
  const def = defOf(inner);
  switch (def.type) {
    case 'string': {
      const checks = checksOf(inner);
      const minLength = checks.find((check) => check.check === 'min_length')?.minimum as number | undefined;
      const maxLength = checks.find((check) => check.check === 'max_length')?.maximum as number | undefined;
      const multiline = maxLength !== undefined ? maxLength > singleLineMax : proseKeys.test(key);
      return { kind: 'text', multiline, minLength, maxLength };
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
    case 'enum':
      return { kind: 'enum', options: Object.values(def.entries as Record<string, string | number>) };
    case 'literal': {
      const values = def.values as Array<string | number>;
      return values.length === 1 ? { kind: 'fixed', value: values[0] } : { kind: 'enum', options: values };
    }
    case 'object':
      return objectSpec(inner);
    case 'array': {
      const checks = checksOf(inner);
      const exact = checks.find((check) => check.check === 'length_equals')?.length as number | undefined;
      return {
        kind: 'array',
        item: fieldSpec(def.element as AnySchema, key),
        minItems: exact ?? (checks.find((check) => check.check === 'min_length')?.minimum as number | undefined),
        maxItems: exact ?? (checks.find((check) => check.check === 'max_length')?.maximum as number | undefined),
      };
    }
    case 'tuple':
      return { kind: 'tuple', items: (def.items as AnySchema[]).map((item) => fieldSpec(item, key)) };
    case 'nullable':
      return { kind: 'nullable', inner: fieldSpec(def.innerType as AnySchema, key) };
    case 'lazy':
      // A schema built from the site in use when first read (a form's name among the site's forms).
      return fieldSpec((inner as unknown as { _zod: { innerType: AnySchema } })._zod.innerType, key);
    case 'pipe':
      if (defOf(def.in as AnySchema).type === 'object') return objectSpec(inner);
      // A transform after a literal (a data file's name) or another input: the form edits the input.
      return fieldSpec(def.in as AnySchema, key);
    case 'union': {
      const options = def.options as AnySchema[];
      if (typeof def.discriminator === 'string') return variantSpec(def.discriminator, options);
      const nonNull = options.filter((option) => defOf(option).type !== 'null');
      if (nonNull.length < options.length && nonNull.length === 1) return { kind: 'nullable', inner: fieldSpec(nonNull[0]!, key) };
      const literals = options.map(literalValues);
      if (literals.every((values) => values !== undefined)) return { kind: 'enum', options: literals.flat() as Array<string | number> };
      return { kind: 'json' };
    }
    default:
      return { kind: 'json' };
  }
}

function variantSpec(discriminator: string, options: AnySchema[]): FieldSpec {
  return {
    kind: 'variant',
    discriminator,
    options: options.map((option) => {
      const spec = objectSpec(option);
      const fixed = spec.fields.find((field) => field.key === discriminator)?.spec;
      return { value: String(fixed?.kind === 'fixed' ? fixed.value : ''), spec };
    }),
  };
}

/** The fields of an object schema, in the schema's key order. */
export function objectSpec(schema: AnySchema): Extract<FieldSpec, { kind: 'object' }> {
  let input = unwrap(schema).schema;
  // An object whose output is reshaped (`.transform`): the form edits what the JSON holds.
  while (defOf(input).type === 'pipe') input = defOf(input).in as AnySchema;
  const shape = (defOf(input).shape ?? {}) as Record<string, AnySchema>;
  return {
    kind: 'object',
    fields: Object.entries(shape).map(([key, child]) => {
      const { optional, defaultValue, description } = unwrap(child);
      return { key, label: fieldLabel(key), description, optional, defaultValue, spec: fieldSpec(child, key) };
    }),
  };
}

const labels: Record<string, string> = {
  id: 'Ancre',
  surface: 'Fond de la section',
  eyebrow: 'Surtitre',
  title: 'Titre',
  subtitle: 'Sous-titre',
  intro: 'Introduction',
  text: 'Texte',
  label: 'Libellé',
  href: 'Lien',
  primaryCta: 'Bouton principal',
  secondaryCta: 'Bouton secondaire',
  cta: 'Bouton',
  highlights: 'Points clés',
  items: 'Éléments',
  columns: 'Colonnes',
  description: 'Description',
  question: 'Question',
  answer: 'Réponse',
  value: 'Valeur',
  icon: 'Icône',
  name: 'Nom',
  role: 'Fonction',
  quote: 'Citation',
  author: 'Auteur',
  image: 'Image',
  alt: 'Texte alternatif',
  heading: 'Intitulé',
  body: 'Corps du texte',
  steps: 'Étapes',
  tabs: 'Onglets',
  collection: 'Collection',
  anchor: 'Ancre',
  path: 'Adresse de la page',
  seo: 'Référencement',
  structuredData: 'Données structurées',
  breadcrumb: "Fil d'Ariane",
  parent: 'Page parente',
  paragraphs: 'Paragraphes',
  logos: 'Logos',
  stats: 'Chiffres',
};

/** A French label for a schema key: known keys translated, others spelled out ("caseStudies" → "Case studies"). */
export function fieldLabel(key: string): string {
  const known = labels[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
