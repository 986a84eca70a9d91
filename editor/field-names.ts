import { formatJsonPath } from '../engine/schema/json-path.ts';
import type { SiteDefinition } from '../engine/site/definition.ts';
import { blockName } from './block-types.ts';
import type { JsonPath } from './draft.ts';
import type { FieldSpec } from './schema-form.ts';
import { siteFormsOf } from './site-schemas.ts';
import { editorWordsOf } from './words.ts';

type Item = (label: string, index: number) => string;

const child = (value: unknown, key: string | number): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined;

/** The labels the form shows along `path` inside a value of `spec` (`label` its own); past what the form knows, the path as written. */
function labelsAlong(spec: FieldSpec, path: JsonPath, value: unknown, label: string, item: Item): string[] {
  if (path.length === 0) return [];
  const [key, ...rest] = path as [string | number, ...Array<string | number>];
  if (spec.kind === 'nullable') return labelsAlong(spec.inner, path, value, label, item);
  if (spec.kind === 'variant') {
    const option = spec.options.find(({ value: tag }) => tag === child(value, spec.discriminator));
    if (option) return labelsAlong(option.spec, path, value, label, item);
  }
  if (spec.kind === 'object') {
    const field = spec.fields.find((candidate) => candidate.key === key);
    if (field) return [field.label, ...labelsAlong(field.spec, rest, child(value, key), field.label, item)];
  }
  if (spec.kind === 'array' && typeof key === 'number') {
    const own = item(spec.itemLabel ?? label, key);
    return [own, ...labelsAlong(spec.item, rest, child(value, key), own, item)];
  }
  if (spec.kind === 'tuple' && typeof key === 'number' && spec.items[key]) {
    const own = spec.itemLabels?.[key] ?? item(label, key);
    return [own, ...labelsAlong(spec.items[key], rest, child(value, key), own, item)];
  }
  return [formatJsonPath(path)];
}

/**
 * A field of a content file named as the editor's form names it ("2. FAQ: Questions no 3: Answer" in the site's
 * words), from the page's (or data file's) form and the block types in `content`; the JSON path as written where
 * the form knows no field.
 */
export function fieldName(site: SiteDefinition, file: string, content: unknown, path: JsonPath): string {
  const { ui } = editorWordsOf(site);
  const forms = siteFormsOf(site);
  const joined = (labels: string[]) => labels.reduce((whole, part) => ui.pair(whole, part));
  if (path.length === 0) return file;
  const data = [...forms.dataFiles.values()].find((entry) => entry.file === file);
  if (data) return joined(labelsAlong(data.spec, path, content, data.name, ui.item));
  if (path[0] !== 'blocks') return joined(labelsAlong(forms.pageSpec, path, content, file, ui.item));
  const [, index, ...rest] = path;
  if (typeof index !== 'number') return ui.blocks;
  const block = child(child(content, 'blocks'), index);
  const type = String(child(block, 'type'));
  const spec = forms.blockSpecs.get(type);
  const name = `${index + 1}. ${blockName(site, type)}`;
  return joined([name, ...(spec ? labelsAlong(spec, rest, block, name, ui.item) : rest.length > 0 ? [formatJsonPath(rest)] : [])]);
}
