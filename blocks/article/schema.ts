import { z } from 'zod';
import settings from '../../data/site.json' with { type: 'json' };
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta, multiline } from '../../engine/schema/editor-meta.ts';
import { anchorId } from '../../engine/schema/fields.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, titled } from '../_fields/fields.ts';
import { formatFrenchLongDate } from './logic.ts';
import { siteText } from './site-text.ts';

const paragraph = titled(multiline(siteText), 'Paragraphe');

const articleSection = (site: SchemaContext) =>
  z
    .strictObject({
      id: anchorId(site).optional(),
      title: titled(siteText, 'Titre'),
      paragraphs: titled(z.array(paragraph), 'Paragraphes').default([]),
      list: titled(z.array(titled(siteText, 'Point')), 'Liste à puces', 'Les points de la liste, affichés après les paragraphes.').default([]),
      closing: titled(z.array(paragraph), 'Paragraphes de conclusion', 'Paragraphes affichés après la liste à puces.').default([]),
    })
    .refine((section) => section.paragraphs.length + section.list.length > 0, 'A section needs paragraphs or a list')
    .meta({ title: 'Section' });

export const articleSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'article', {
    eyebrow: fields.eyebrow.optional(),
    title: fields.title.optional(),
    titleLevel: titled(z.enum(['h1', 'h2']), 'Niveau du titre', '« h1 » si l’article ouvre la page (sans bandeau d’accueil), sinon « h2 ».').default('h2'),
    lead: titled(multiline(siteText), 'Chapeau').optional(),
    updated: titled(
      z.strictObject({ label: line('Libellé', 'Par exemple « Dernière mise à jour : », suivi de la date du jour.') }),
      'Date de mise à jour',
    ).optional(),
    sections: titled(z.array(articleSection(site)).min(1), 'Sections'),
    contact: titled(
      z.strictObject({ title: fields.title, text: titled(multiline(siteText), 'Texte').optional() }),
      'Carte de contact',
      'Encadré de fin avec la raison sociale, le numéro RCS et l’e-mail des réglages du site (data/site.json).',
    ).optional(),
  })
    .transform(({ updated, contact, ...article }) => ({
      ...article,
      email: settings.contact.email,
      // The prerendered page shows the build date; the browser then shows the visitor's date.
      updated: updated && { label: updated.label, prerenderedDate: formatFrenchLongDate(new Date()) },
      contact: contact && { ...contact, companyName: settings.legal.companyName, tradeRegister: settings.legal.tradeRegister, email: settings.contact.email },
    }))
    .meta({ title: 'Article' })
    .register(editorMeta, { starter: { sections: [{ title: 'Titre de la section', paragraphs: ['Texte de la section.'] }] } });

export type ArticleProps = z.output<ReturnType<typeof articleSchema>>;
