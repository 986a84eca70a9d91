import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockName, blockTypes } from '../../editor/block-types.ts';
import { newBlock } from '../../editor/defaults.ts';
import { objectSpec, type FieldSpec, type ObjectField } from '../../editor/schema-form.ts';
import { siteFormsOf } from '../../editor/site-schemas.ts';
import { defineBlockSchema, registerBlock } from '../../engine/schema/define-block.ts';
import { editorMeta, labelledOptions, multiline } from '../../engine/schema/editor-meta.ts';
import { iconName } from '../../engine/schema/icon.ts';
import { engineOptions } from '../../engine/site/engine-options.ts';
import { text } from '../../engine/schema/fields.ts';
import { cta } from '../../engine/schema/link.ts';
import type { SiteDefinition } from '../../engine/site/definition.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import site from '../../site.config.ts';
import { siteContext } from '../site-context.ts';

// The editor's labels, help texts and text areas come from the schemas' metadata (zod's `.meta`, and the editor's
// own registry for what JSON Schema has no word for), never from a field's key.

type Locale = SiteDefinition['locale'];

const fieldsOf = (shape: z.ZodRawShape, locale: Locale = site.locale) => objectSpec(z.strictObject(shape) as never, locale).fields;
const only = (shape: z.ZodRawShape): ObjectField => fieldsOf(shape)[0]!;
const isTextArea = (spec: FieldSpec) => spec.kind === 'text' && spec.multiline;

describe('labels and help from the schema', () => {
  it('labels a field with its title and helps with its description', () => {
    expect(only({ author: text.meta({ title: 'Signataire', description: 'Sa fonction, jamais son nom.' }) })).toMatchObject({
      label: 'Signataire',
      description: 'Sa fonction, jamais son nom.',
    });
  });

  it('spells out the key of a field without a title, whatever the key', () => {
    expect(fieldsOf({ author: text, caseStudies: text, value: text }).map((field) => field.label)).toEqual(['Author', 'Case studies', 'Value']);
  });

  it('finds the title on an optional or defaulted field, outside or inside the wrapper, and on a transform’s input', () => {
    const labels = fieldsOf({
      outside: text.optional().meta({ title: 'Dehors' }),
      inside: text.meta({ title: 'Dedans' }).optional(),
      defaulted: z.boolean().meta({ title: 'Par défaut' }).default(false),
      transformed: text.meta({ title: 'Avant la transformation' }).transform((value) => value.length),
    }).map((field) => field.label);
    expect(labels).toEqual(['Dehors', 'Dedans', 'Par défaut', 'Avant la transformation']);
  });

  it('names a list’s items and a tuple’s values by their own titles', () => {
    const [list, tuple] = fieldsOf({
      points: z.array(text.meta({ title: 'Point' })).meta({ title: 'Points' }),
      levels: z.tuple([text.meta({ title: 'Faible' }), text.meta({ title: 'Élevé' })]),
    });
    expect(list).toMatchObject({ label: 'Points', spec: { kind: 'array', itemLabel: 'Point' } });
    expect(tuple!.spec).toMatchObject({ kind: 'tuple', itemLabels: ['Faible', 'Élevé'] });
  });

  it('names the engine’s own fields as the site’s definition says, in English without it', () => {
    const block = { id: defineBlockSchema(siteContext, 'demo', {}).shape.id, primaryCta: cta(siteContext) };
    const named = fieldsOf(block);
    expect(named.map((field) => field.label)).toEqual(['Ancre', 'Primary cta']);
    expect((named[1]!.spec as Extract<FieldSpec, { kind: 'object' }>).fields.map((field) => field.label)).toEqual(['Libellé', 'Lien']);

    const english = fieldsOf(block, { ...site.locale, fieldTitles: undefined });
    expect(english.map((field) => field.label)).toEqual(['Anchor', 'Primary cta']);
    expect((english[1]!.spec as Extract<FieldSpec, { kind: 'object' }>).fields.map((field) => field.label)).toEqual(['Label', 'Link']);
  });

  it('helps with the engine’s own fields as the site’s definition says, in English without it; a site’s own help as written', () => {
    const shape = { ...defineBlockSchema(siteContext, 'demo', {}).shape, author: text.meta({ description: 'Sa fonction, jamais son nom.' }) };
    const help = (locale: Locale = site.locale) => fieldsOf(shape, locale).map((field) => field.description);
    expect(help()).toEqual([
      undefined,
      'Identifiant d’ancre\u00a0: les liens du site atteignent ce bloc par «\u00a0#identifiant\u00a0».',
      'Fond de la section\u00a0: clair (par défaut), nuancé ou sombre.',
      'Sa fonction, jamais son nom.',
    ]);
    expect(siteFormsOf(site).pageSpec.fields.find((field) => field.key === 'path')?.description).toBe(
      'L’adresse que sert ce fichier («\u00a0/faq\u00a0», «\u00a0/ressources/guide-okr\u00a0»). Elle doit être unique.',
    );

    expect(help({ ...site.locale, fieldDescriptions: undefined })).toEqual([
      undefined,
      'Anchor id: links elsewhere reach this block with "#<id>".',
      'Section background: light (default), muted or dark.',
      'Sa fonction, jamais son nom.',
    ]);
  });

  it('reads a schema named with an `id`, which JSON Schema lists once in `$defs`, wherever it is used', () => {
    const shared = multiline(text).meta({ id: 'shared', title: 'Partagé' });
    const fields = objectSpec(
      z.strictObject({ first: shared, second: shared.optional(), list: z.array(shared) }).meta({ id: 'root' }) as never,
      site.locale,
    ).fields;
    expect(fields.map(({ label, optional, spec }) => ({ label, optional, spec }))).toEqual([
      { label: 'Partagé', optional: false, spec: { kind: 'text', multiline: true, minLength: 1 } },
      { label: 'Partagé', optional: true, spec: { kind: 'text', multiline: true, minLength: 1 } },
      { label: 'List', optional: false, spec: { kind: 'array', item: { kind: 'text', multiline: true, minLength: 1 }, itemLabel: 'Partagé' } },
    ]);
  });
});

describe('a line or a text area', () => {
  it('gives a text area to a text declared multiline, whatever its key or length', () => {
    const [paragraph, short] = fieldsOf({ note: multiline(text).meta({ title: 'Note' }), code: multiline(text.max(20)) });
    expect(isTextArea(paragraph!.spec)).toBe(true);
    expect(isTextArea(short!.spec)).toBe(true);
  });

  it('gives a text area to a text allowed over 100 characters, and a line otherwise, whatever its key', () => {
    const [long, bounded, unbounded] = fieldsOf({ label: text.max(160), description: text.max(100), text });
    expect(isTextArea(long!.spec)).toBe(true);
    expect(isTextArea(bounded!.spec)).toBe(false);
    expect(isTextArea(unbounded!.spec)).toBe(false);
  });

  it('keeps the declaration through a copy, a refinement and a transform', () => {
    const prose = multiline(text);
    const [described, refined, transformed] = fieldsOf({
      described: prose.describe('Un paragraphe.'),
      refined: prose.refine((value) => value.includes('{count}')),
      transformed: prose.transform((value) => value.trim()),
    });
    for (const field of [described, refined, transformed]) expect(isTextArea(field!.spec)).toBe(true);
    expect(isTextArea(fieldsOf({ text })[0]!.spec)).toBe(false);
  });
});

describe('blocks in the editor', () => {
  it('names every block of this site in French, from its schema', () => {
    const names = Object.fromEntries(blockTypes(site).map((type) => [type, blockName(site, type)]));
    expect(names).toEqual({
      hero: 'Bandeau d’accueil',
      textSection: 'Section de texte',
      stats: 'Chiffres clés',
      logoStrip: 'Bandeau de logos',
      cardGrid: 'Grille de cartes',
      steps: 'Étapes',
      faq: 'Questions fréquentes',
      ctaBand: 'Appel à l’action',
      formEmbed: 'Formulaire intégré',
      collectionGrid: 'Grille de contenus',
      testimonial: 'Témoignage',
      comparisonTable: 'Tableau comparatif',
      tabs: 'Onglets',
      floatingCta: 'Bouton flottant',
      article: 'Article',
      simulator: 'Simulateur',
      jobDescriptionGenerator: 'Générateur de fiche de poste',
      faqExplorer: 'Explorateur de questions',
      comparisonQuiz: 'Quiz comparatif',
      manifestoQuiz: 'Quiz du manifeste',
      readingGuide: 'Guide de lecture',
      testimonialCarousel: 'Carrousel de témoignages',
      riskMatrix: 'Matrice des risques',
      roadmap: 'Feuille de route',
      strategicMatrix: 'Matrice stratégique',
      caseStudies: 'Études de cas',
      okrPyramid: 'Pyramide des OKR',
      sliderComparison: 'Comparaison à curseur',
      figure: 'Image',
    });
  });

  it('starts a new block from its fields’ defaults and the starting content its schema declares', () => {
    const plain = (context: SchemaContext) => defineBlockSchema(context, 'plain', { title: text });
    const templated = (context: SchemaContext) =>
      defineBlockSchema(context, 'templated', { title: text, progress: text.refine((value) => value.includes('{current}')) }).register(editorMeta, {
        starter: { progress: 'Étape {current}' },
      });
    const other = { ...site, blocks: { plain: registerBlock(plain, 'none.tsx'), templated: registerBlock(templated, 'none.tsx') } };
    expect(blockName(other, 'plain')).toBe('plain');
    expect(newBlock(other, 'plain')).toEqual({ type: 'plain', title: 'Texte à compléter' });
    expect(newBlock(other, 'templated')).toEqual({ type: 'templated', title: 'Texte à compléter', progress: 'Étape {current}' });
    expect(templated(siteContext).safeParse(newBlock(other, 'templated')).success).toBe(true);
  });
});

describe('the words of a list of values', () => {
  const spec = (schema: z.ZodType, locale: Locale = site.locale) => fieldsOf({ value: schema }, locale)[0]!.spec;

  it('are those its schema gives, in the order of its values', () => {
    const colour = labelledOptions(z.enum(['red', 'green']), { red: 'Rouge', green: 'Vert' });
    expect(spec(colour)).toEqual({ kind: 'enum', options: ['red', 'green'], labels: ['Rouge', 'Vert'] });
    expect(spec(colour.optional().meta({ title: 'Couleur' }))).toMatchObject({ labels: ['Rouge', 'Vert'] });
  });

  it('are the site’s for the engine’s own lists, every value of them', () => {
    const icon = spec(iconName);
    expect(icon).toMatchObject({ kind: 'enum', options: [...engineOptions.icon] });
    expect(icon.kind === 'enum' && icon.labels).toEqual(engineOptions.icon.map((value) => site.locale.optionLabels!.icon[value]));
    expect(icon.kind === 'enum' && icon.labels).toContain('Boussole');
  });

  it('are the values as the JSON holds them for a site that gives none, and for a list no one words', () => {
    const unworded = { ...site.locale, optionLabels: undefined };
    expect(spec(iconName, unworded)).toEqual({ kind: 'enum', options: [...engineOptions.icon] });
    expect(spec(z.enum(['h1', 'h2']))).toEqual({ kind: 'enum', options: ['h1', 'h2'] });
  });
});
