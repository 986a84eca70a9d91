import { z } from 'zod';
import { multiline } from '../../engine/schema/editor-meta.ts';
import { text } from '../../engine/schema/fields.ts';
import { formattedText } from '../../engine/schema/formatted-text-field.ts';
import { cta } from '../../engine/schema/link.ts';
import { imageField } from '../../engine/schema/image-field.ts';
import type { ImageLayout } from '../../engine/schema/image-renditions.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { frenchSpacing } from './french-spacing.ts';

// This site's fields with their French titles: the editor's labels, and the titles of the content files' JSON
// Schemas (zod's `.meta`). A block titles its own fields with these; the fields the engine defines (a block's
// anchor, a link…) are named in site.config.ts (`locale.fieldTitles`).

/** `schema` titled for the editor (and the JSON Schemas), with a description when it needs one: the help under the field. */
export const titled = <S extends z.ZodType>(schema: S, title: string, description?: string): S =>
  schema.meta(description === undefined ? { title: frenchSpacing(title) } : { title: frenchSpacing(title), description: frenchSpacing(description) });

/** A line of text. */
export const line = (title: string, description?: string) => titled(text, title, description);

/**
 * A text of a sentence or more, which may hold **bold**, *italics* and [words](link) with a link of `site`'s (a route,
 * an anchor, a named link): one paragraph, in a text area. Components render it with `InlineText` (engine/ui-kit).
 */
export const prose = (site: SchemaContext, title: string, description?: string) => titled(formattedText(site), title, description);

/** A text of a sentence or more shown where no formatting can be (a notice, a text with a value filled in): words only, in a text area. */
export const plainProse = (title: string, description?: string) => titled(multiline(text), title, description);

/** A call to action: a label and a link (one of `site`'s). */
export const button = (site: SchemaContext, title: string, description?: string) => titled(cta(site), title, description);

/** An image of `images/` where `layout` draws it: its file, its text alternative, or `decorative` for one that says nothing. */
export const image = (site: SchemaContext, layout: ImageLayout, title: string, description?: string) =>
  titled(
    imageField(site, layout),
    title,
    description ?? 'Une image du dossier images (« src »), son texte alternatif (« alt ») ou « decorative » si elle ne dit rien.',
  );

/** The name screen readers announce for a part of a block (`what`), which a sighted visitor may never see. */
export const spokenName = (title: string, what: string, example?: string) =>
  line(title, `Nom que les lecteurs d’écran annoncent pour ${what}${example === undefined ? '' : `, par exemple « ${example} »`}.`);

/** The line fields many blocks share. */
export const fields = {
  eyebrow: line('Surtitre'),
  title: line('Titre'),
  label: line('Libellé'),
  point: line('Point'),
  duration: line('Durée'),
  category: line('Catégorie'),
  nextLabel: line('Bouton suivant'),
  restartLabel: line('Bouton « Recommencer »'),
  submitLabel: line('Bouton d’envoi'),
  /** How many cards a row holds on a wide screen. */
  columns: titled(z.union([z.literal(2), z.literal(3), z.literal(4)]), 'Nombre de colonnes').default(3),
};

/** The texts many blocks share, for `site` (their links are its). */
export const texts = (site: SchemaContext) => ({
  subtitle: prose(site, 'Sous-titre'),
  text: prose(site, 'Texte'),
  description: prose(site, 'Description'),
  note: prose(site, 'Note'),
  paragraph: prose(site, 'Paragraphe'),
  privacyNote: prose(site, 'Mention de confidentialité'),
});

/** The calls to action many blocks share, for `site`. */
export const buttons = (site: SchemaContext) => ({
  primaryCta: button(site, 'Bouton principal'),
  secondaryCta: button(site, 'Bouton secondaire'),
  cta: button(site, 'Bouton'),
});
