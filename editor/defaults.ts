import { editorMeta } from '../engine/schema/editor-meta.ts';
import type { SiteDefinition } from '../engine/site/definition.ts';
import type { FieldSpec } from './schema-form.ts';
import { siteFormsOf } from './site-schemas.ts';
import { editorWordsOf } from './words.ts';

/** A value that passes the field's schema: what a new item, block or field starts with, its texts `placeholder` (the site's editor's words). */
export function defaultFor(spec: FieldSpec, placeholder: string): unknown {
  const of = (inner: FieldSpec) => defaultFor(inner, placeholder);
  switch (spec.kind) {
    case 'text':
      // Visible in the preview, obviously to be replaced.
      return placeholder.slice(0, spec.maxLength ?? placeholder.length);
    case 'number':
      return spec.min ?? 0;
    case 'boolean':
      return false;
    case 'enum':
      return spec.options[0];
    case 'fixed':
      return spec.value;
    case 'link':
      return '/';
    case 'image':
      // None chosen yet: the field asks for one (a new figure's starter names one).
      return { src: '', alt: '' };
    case 'object':
      return Object.fromEntries(spec.fields.filter((field) => !field.optional).map((field) => [field.key, of(field.spec)]));
    case 'array':
      return Array.from({ length: spec.minItems ?? 0 }, () => of(spec.item));
    case 'tuple':
      return spec.items.map(of);
    case 'nullable':
      return null;
    case 'variant':
      return spec.options[0] ? of(spec.options[0].spec) : {};
    case 'json':
      return {};
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `base` with `patch` merged in, objects key by key, anything else replaced. */
function merge(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) merged[key] = merge(base[key], value);
  return merged;
}

/** A new block of `site`'s `type` that validates as it is: its fields' defaults, with the starting content its schema declares over them. */
export function newBlock(site: SiteDefinition, type: string): Record<string, unknown> {
  const { blockSpecs, blocks } = siteFormsOf(site);
  const spec = blockSpecs.get(type);
  const schema = blocks.get(type);
  if (!spec || !schema) throw new Error(`No block "${type}" in the site's registry`);
  return merge(defaultFor(spec, editorWordsOf(site).placeholder), editorMeta.get(schema)?.starter ?? {}) as Record<string, unknown>;
}
