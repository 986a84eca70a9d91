import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockTypes } from '../../editor/block-types.ts';
import { newBlock } from '../../editor/defaults.ts';
import { pageFileText } from '../../editor/page-file.ts';
import { fieldLabel, fieldSpec, objectSpec, type FieldSpec, type ObjectField } from '../../editor/schema-form.ts';
import { siteSchemasOf } from '../../editor/site-schemas.ts';
import { checkPage as check } from '../../editor/validate.ts';
import { blockSchemaOf, pageSchemaOf } from '../../engine/schema/page.ts';
import { declaredAnchors } from '../../engine/validation/anchors.ts';
import { englishContentWords } from '../../engine/site/english-content-words.ts';
import { contentErrorMap } from '../../engine/validation/error-map.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import type { PageOutline } from '../../engine/validation/page-rules.ts';
import site from '../../site.config.ts';
import { dataFiles, siteContext } from '../site-context.ts';

const pageSchema = pageSchemaOf(site.blocks, siteContext);
const blockSchema = blockSchemaOf(site.blocks, siteContext);

const blockSpec = (type: string) => fieldSpec(site.blocks[type as keyof typeof site.blocks].schema(siteContext) as never, site.locale);
/** The editor's check of a page as the owner types, with this site's schemas. */
const checkPage = (page: unknown, file: string, others: PageOutline[]) => check(siteSchemasOf(site, dataFiles), page, file, others);
const field = (spec: FieldSpec, key: string): ObjectField => {
  if (spec.kind !== 'object') throw new Error(`not an object: ${spec.kind}`);
  const found = spec.fields.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

function kindsIn(spec: FieldSpec, into = new Set<string>()): Set<string> {
  into.add(spec.kind === 'text' ? (spec.multiline ? 'longText' : 'text') : spec.kind);
  if (spec.kind === 'object') spec.fields.forEach((child) => kindsIn(child.spec, into));
  if (spec.kind === 'array') kindsIn(spec.item, into);
  if (spec.kind === 'tuple') spec.items.forEach((item) => kindsIn(item, into));
  if (spec.kind === 'nullable') kindsIn(spec.inner, into);
  if (spec.kind === 'variant') spec.options.forEach((option) => kindsIn(option.spec, into));
  return into;
}

describe('schema to form', () => {
  it('maps every kind of field the registry and the page use, with nothing left to raw JSON', () => {
    const kinds = new Set<string>();
    for (const type of blockTypes(site)) kindsIn(blockSpec(type), kinds);
    kindsIn(objectSpec(pageSchema as never, site.locale), kinds);
    expect([...kinds].sort()).toEqual([
      'array',
      'boolean',
      'enum',
      'fixed',
      'image',
      'link',
      'longText',
      'nullable',
      'number',
      'object',
      'text',
      'tuple',
      'variant',
    ]);
  });

  it('tells a line from a text area by the maximum length, or by the schema’s declaration', () => {
    const seo = field(objectSpec(pageSchema as never, site.locale), 'seo').spec;
    expect(field(seo, 'title').spec).toEqual({ kind: 'text', multiline: false, minLength: 1, maxLength: 60 });
    expect(field(seo, 'description').spec).toMatchObject({ kind: 'text', multiline: true, maxLength: 160 });
    expect(field(blockSpec('hero'), 'title').spec).toMatchObject({ kind: 'text', multiline: false });
    expect(field(blockSpec('hero'), 'subtitle').spec).toMatchObject({ kind: 'text', multiline: true });
  });

  it('gives a formatting bar to the texts that take inline formatting (one paragraph or several), to no other', () => {
    expect(field(blockSpec('hero'), 'subtitle').spec).toMatchObject({ kind: 'text', multiline: true, formatted: true });
    const faqItems = field(blockSpec('faq'), 'items').spec;
    expect(faqItems.kind === 'array' && field(faqItems.item, 'answer').spec).toMatchObject({ kind: 'text', multiline: true, formatted: true });
    const seo = field(objectSpec(pageSchema as never, site.locale), 'seo').spec;
    expect(field(seo, 'description').spec).not.toHaveProperty('formatted');
    expect(field(blockSpec('hero'), 'title').spec).not.toHaveProperty('formatted');
  });

  it('keeps labels, descriptions, optional fields and defaults', () => {
    const hero = blockSpec('hero');
    expect(field(hero, 'title')).toMatchObject({ label: 'Titre', description: 'Le grand titre de la page, en tête du bandeau.', optional: false });
    expect(field(hero, 'primaryCta')).toMatchObject({ label: 'Bouton principal' });
    expect(field(hero, 'eyebrow')).toMatchObject({ label: 'Surtitre', optional: true });
    expect(field(hero, 'secondaryCta')).toMatchObject({ optional: true, spec: { kind: 'object' } });
    expect(field(hero, 'highlights')).toMatchObject({ optional: true, defaultValue: [], spec: { kind: 'array', item: { kind: 'text' }, maxItems: 4 } });
    expect(field(hero, 'surface').spec).toEqual({ kind: 'enum', options: ['light', 'muted', 'dark'], labels: ['Clair', 'Nuancé', 'Sombre'] });
    expect(fieldLabel('caseStudies')).toBe('Case studies');
  });

  it('finds links, whether the shared schema or a described copy of it', () => {
    expect(field(field(blockSpec('hero'), 'primaryCta').spec, 'href').spec).toEqual({ kind: 'link' });
    const links = field(blockSpec('readingGuide'), 'links').spec;
    expect(links.kind === 'array' && field(links.item, 'href').spec).toEqual({ kind: 'link' });
  });

  it('maps numbers, booleans, unions of literals, tuples, nullable objects and discriminated variants', () => {
    expect(field(blockSpec('formEmbed'), 'height').spec).toEqual({ kind: 'number', integer: true, min: 200, max: 1200 });
    expect(field(blockSpec('steps'), 'highlightOnHover')).toMatchObject({ defaultValue: false, spec: { kind: 'boolean' } });
    expect(field(blockSpec('cardGrid'), 'columns')).toMatchObject({ defaultValue: 3, spec: { kind: 'enum', options: [2, 3, 4] } });
    expect(field(blockSpec('riskMatrix'), 'levels').spec).toMatchObject({ kind: 'tuple', items: [{ kind: 'text' }, { kind: 'text' }, { kind: 'text' }] });
    expect(field(blockSpec('faqExplorer'), 'faq').spec).toEqual({ kind: 'fixed', value: 'faq' });
    expect(field(objectSpec(pageSchema as never, site.locale), 'breadcrumb').spec).toMatchObject({ kind: 'nullable', inner: { kind: 'object' } });
    const grid = blockSpec('collectionGrid');
    expect(grid.kind === 'variant' && grid.discriminator).toBe('collection');
    expect(grid.kind === 'variant' && grid.options.map((option) => option.value)).toEqual(['services', 'resources', 'sectors', 'values', 'principles']);
    expect(field(blockSpec('roadmap'), 'steps').spec).toMatchObject({ kind: 'array', minItems: 4, maxItems: 4 });
  });

  it('gives an image field its picker by the format its schema declares, whatever wraps it', () => {
    expect(field(blockSpec('hero'), 'image')).toMatchObject({ label: 'Image', optional: true, spec: { kind: 'image' } });
    const figure = blockSpec('figure');
    expect(figure.kind === 'variant' && figure.options.map((option) => field(option.spec, 'image').spec)).toEqual([{ kind: 'image' }, { kind: 'image' }]);
    // Inside a list's items too: a case study's, a logo's.
    const item = (type: string, list: string) => {
      const spec = field(blockSpec(type), list).spec;
      if (spec.kind !== 'array') throw new Error(`not a list: ${spec.kind}`);
      return spec.item;
    };
    expect(field(item('caseStudies', 'cases'), 'image')).toMatchObject({ label: 'Image', optional: true, spec: { kind: 'image' } });
    expect(field(item('logoStrip', 'logos'), 'image')).toMatchObject({ label: 'Logo', optional: true, spec: { kind: 'image' } });
    expect(field(blockSpec('testimonial'), 'image')).toMatchObject({ label: 'Portrait ou logo', optional: true, spec: { kind: 'image' } });
    expect(field(blockSpec('textSection'), 'image').spec).toEqual({ kind: 'image' });
    // An object of the same keys without the declaration is no image.
    expect(fieldSpec(z.object({ src: z.string(), alt: z.string(), decorative: z.boolean() }), site.locale).kind).toBe('object');
  });

  it.each(blockTypes(site))('gives a new %s block a default that passes its schema', (type) => {
    const result = blockSchema.safeParse(newBlock(site, type), { error: contentErrorMap(englishContentWords) });
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });
});

describe('new blocks on a page', () => {
  it.each(blockTypes(site))('a new %s block adds no link or anchor problem to a page', (type) => {
    const page = {
      path: '/essai',
      seo: { title: 'Essai', description: 'Essai.', structuredData: ['WebPage'] },
      breadcrumb: null,
      blocks: [newBlock(site, type)],
    };
    const others = loadContent(join(import.meta.dirname, '../..'), site).pages.map(({ file, page: other }) => ({
      file,
      path: other.path,
      anchors: [...declaredAnchors(other)],
      breadcrumb: other.breadcrumb,
    }));
    const issues = checkPage(page, 'pages/essai.json', others).issues.filter((issue) => !issue.path.includes('structuredData'));
    expect(issues).toEqual([]);
  });
});

describe('page files', () => {
  const pagesDir = join(import.meta.dirname, '../../pages');
  it.each(readdirSync(pagesDir))('writes %s back byte for byte when nothing changed', (name) => {
    const text = readFileSync(join(pagesDir, name), 'utf8');
    expect(pageFileText(site, JSON.parse(text) as Record<string, unknown>, text)).toBe(text);
  });

  it('writes a new block with the schema’s key order and changes nothing else', () => {
    const text = readFileSync(join(pagesDir, 'nos-valeurs.json'), 'utf8');
    const page = JSON.parse(text) as { blocks: unknown[] };
    page.blocks.push({ primaryCta: { href: '/services', label: 'Voir' }, title: 'Fin', type: 'ctaBand' });
    const written = pageFileText(site, page as Record<string, unknown>, text);
    expect(written.startsWith(text.slice(0, text.lastIndexOf('    }\n  ]')))).toBe(true);
    expect(written).toContain(
      '{\n      "type": "ctaBand",\n      "title": "Fin",\n      "primaryCta": {\n        "label": "Voir",\n        "href": "/services"\n      }\n    }\n  ]\n}\n',
    );
  });

  it('checks a draft with the build’s checks in the site’s words: schema, links and cross-page rules', () => {
    const page = JSON.parse(readFileSync(join(pagesDir, 'nos-valeurs.json'), 'utf8')) as {
      blocks: Array<Record<string, unknown>>;
      breadcrumb: Record<string, unknown>;
    };
    page.blocks[0]!.primaryCta = { label: 'Voir', href: '/nulle-part' };
    page.breadcrumb.parent = '/absente';
    const others = ['/manifeste', '/services', '/notre-mission-chief-of-staff'].map((path) => ({
      file: `pages${path}.json`,
      path,
      anchors: [],
      breadcrumb: null,
    }));
    const { issues } = checkPage(page, 'pages/nos-valeurs.json', others);
    expect(issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'breadcrumb.parent: Aucune page du site n’a l’adresse «\u00a0/absente\u00a0».',
      'blocks.0.primaryCta.href: Lien vers «\u00a0/nulle-part\u00a0»\u00a0: aucune page du site n’a cette adresse.',
    ]);
  });
});

describe('draft history', () => {
  it('undoes and redoes, one step per field typed in within a second', async () => {
    const { historyReducer } = await import('../../editor/draft.ts');
    let state = { past: [] as string[], present: 'a', future: [] as string[] };
    state = historyReducer(state, { type: 'change', value: 'ab', key: 'title', at: 0 });
    state = historyReducer(state, { type: 'change', value: 'abc', key: 'title', at: 500 });
    state = historyReducer(state, { type: 'change', value: 'abcd', key: 'subtitle', at: 600 });
    expect(state.past).toEqual(['a', 'abc']);
    state = historyReducer(state, { type: 'undo' });
    expect(state.present).toBe('abc');
    state = historyReducer(state, { type: 'undo' });
    expect(state.present).toBe('a');
    state = historyReducer(state, { type: 'redo' });
    expect(state.present).toBe('abc');
  });
});
