import { z } from 'zod';
import site from '../../data/site.json' with { type: 'json' };
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { anchorId, text } from '../../engine/schema/fields.ts';
import { formatFrenchLongDate } from './logic.ts';
import { siteText } from './site-text.ts';

const articleSection = z
  .strictObject({
    id: anchorId.optional(),
    title: siteText,
    paragraphs: z.array(siteText).default([]),
    list: z.array(siteText).default([]).describe('Bullet points after the paragraphs.'),
    closing: z.array(siteText).default([]).describe('Paragraphs after the bullet points.'),
  })
  .refine((section) => section.paragraphs.length + section.list.length > 0, 'A section needs paragraphs or a list');

export const articleSchema = defineBlockSchema('article', {
  eyebrow: text.optional(),
  title: text.optional(),
  titleLevel: z.enum(['h1', 'h2']).default('h2').describe('"h1" when the article opens the page (no hero above it).'),
  lead: siteText.optional(),
  updated: z.strictObject({ label: text.describe('E.g. "Dernière mise à jour :", followed by the current date.') }).optional(),
  sections: z.array(articleSection).min(1),
  contact: z
    .strictObject({ title: text, text: siteText.optional() })
    .optional()
    .describe('Closing card with the company name, trade register number and e-mail of data/site.json.'),
}).transform(({ updated, contact, ...article }) => ({
  ...article,
  email: site.contact.email,
  // The prerendered page shows the build date; the browser then shows the visitor's date.
  updated: updated && { label: updated.label, prerenderedDate: formatFrenchLongDate(new Date()) },
  contact: contact && { ...contact, companyName: site.legal.companyName, tradeRegister: site.legal.tradeRegister, email: site.contact.email },
}));

export type ArticleProps = z.output<typeof articleSchema>;
