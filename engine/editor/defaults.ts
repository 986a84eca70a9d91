import { siteInUse } from '../site/site-in-use.ts';
import type { FieldSpec } from './schema-form.ts';
import { siteSchemas } from './site-schemas.ts';

/** Placeholder text of a new required field: visible in the preview, obviously to be replaced. */
export const placeholderText = 'Texte à compléter';

/** A value that passes the field's schema: what a new item, block or field starts with. */
export function defaultFor(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'text':
      return placeholderText.slice(0, spec.maxLength ?? placeholderText.length);
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
    case 'object':
      return Object.fromEntries(spec.fields.filter((field) => !field.optional).map((field) => [field.key, defaultFor(field.spec)]));
    case 'array':
      return Array.from({ length: spec.minItems ?? 0 }, () => defaultFor(spec.item));
    case 'tuple':
      return spec.items.map(defaultFor);
    case 'nullable':
      return null;
    case 'variant':
      return spec.options[0] ? defaultFor(spec.options[0].spec) : {};
    case 'json':
      return {};
  }
}

/** A block type of the site in use. */
export type BlockType = string;

const tab = (label: string) => ({ label, title: placeholderText, paragraphs: [placeholderText] });

/**
 * Where a schema alone can't produce a valid block: refinements a schema can't describe (texts with
 * placeholders such as "{count}", distinct labels, anchor-only links). Merged over the schema's defaults.
 */
const overrides: Record<BlockType, Record<string, unknown>> = {
  tabs: { tabs: [tab('Onglet 1'), tab('Onglet 2')] },
  article: { sections: [{ title: placeholderText, paragraphs: [placeholderText] }] },
  simulator: {
    questions: { progressLabel: '{answered} sur {total}', categoryLabel: 'Catégorie {current} sur {total}', remainingHint: 'Encore {count} questions' },
    result: { title: 'Votre résultat, {firstName}' },
  },
  jobDescriptionGenerator: { messages: { generationFailed: { description: '{message}' }, failed: { description: '{message}' } } },
  faqExplorer: { resultCount: { one: '{count} question', other: '{count} questions' } },
  comparisonQuiz: { progressLabel: 'Question {current} sur {total}', result: { scoreLabel: '{cos} contre {ea}' } },
  manifestoQuiz: { progressLabel: '{percent} % parcourus' },
  // Its links must be anchors of the page: the new guide points at itself until the person picks sections.
  readingGuide: {
    id: 'guide-de-lecture',
    links: [
      { label: 'Début du guide', href: '#guide-de-lecture' },
      { label: 'Sections', href: '#guide-de-lecture' },
    ],
  },
  testimonialCarousel: { positionLabel: 'Témoignage {current} sur {total}' },
  riskMatrix: { riskDescription: 'Probabilité {probability}, impact {impact}' },
  caseStudies: { labels: { showDetails: 'Voir les {count} étapes' } },
  sliderComparison: { thresholdNote: 'Au-delà de {threshold}', currentView: 'Vue : {view}' },
};

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

/** A new block of `type` that validates as it is. */
export function newBlock(type: BlockType): Record<string, unknown> {
  const spec = siteSchemas().blockSpecs.get(type);
  if (!spec) throw new Error(`No block "${type}" in the site's registry`);
  return merge(defaultFor(spec), overrides[type] ?? {}) as Record<string, unknown>;
}

/** The block types of the site in use. */
export const blockTypes = (): BlockType[] => Object.keys(siteInUse().blocks);
