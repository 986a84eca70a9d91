import type { SiteDefinition } from '../engine/site/definition.ts';
import { formatJsonFile } from './json-file.ts';
import type { FieldSpec } from './schema-form.ts';
import { siteFormsOf } from './site-schemas.ts';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `value` with its object keys in the order of `spec` (unknown keys after them, as they were). */
export function orderKeys(value: unknown, spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'object': {
      if (!isObject(value)) return value;
      const known = spec.fields.filter((field) => field.key in value).map((field) => [field.key, orderKeys(value[field.key], field.spec)] as const);
      const rest = Object.entries(value).filter(([key]) => !spec.fields.some((field) => field.key === key));
      return Object.fromEntries([...known, ...rest]);
    }
    case 'variant': {
      if (!isObject(value)) return value;
      const option = spec.options.find((candidate) => candidate.value === value[spec.discriminator]) ?? spec.options[0];
      return option ? orderKeys(value, option.spec) : value;
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => orderKeys(item, spec.item)) : value;
    case 'tuple':
      return Array.isArray(value) ? value.map((item, index) => (spec.items[index] ? orderKeys(item, spec.items[index]) : item)) : value;
    case 'nullable':
      return value === null ? null : orderKeys(value, spec.inner);
    default:
      return value;
  }
}

/** The page with `$schema` first, then the page's and each block's keys in the order of `site`'s schemas. */
export function orderPageKeys(site: SiteDefinition, page: Record<string, unknown>): Record<string, unknown> {
  const { pageSpec, blockSpecs } = siteFormsOf(site);
  const ordered = orderKeys({ ...page, blocks: undefined }, pageSpec) as Record<string, unknown>;
  const blocks = Array.isArray(page.blocks)
    ? page.blocks.map((block: unknown) => {
        const spec = isObject(block) ? blockSpecs.get(String(block.type)) : undefined;
        return spec ? orderKeys(block, spec) : block;
      })
    : page.blocks;
  return { ...ordered, blocks };
}

/** The text of pages/<file>.json for `page` of `site`, keeping what did not change as `previous` had it. */
export function pageFileText(site: SiteDefinition, page: Record<string, unknown>, previous?: string): string {
  return formatJsonFile(orderPageKeys(site, page), previous);
}
