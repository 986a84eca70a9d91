import { z } from 'zod';
import type { SchemaContext } from '../site/schema-context.ts';
import { contentRoles, markFaqEntry } from './declared.ts';
import { text } from './fields.ts';
import { formattedParagraphs } from './formatted-text-field.ts';
import { engineTitles } from '../site/field-titles.ts';

/**
 * One question and its answer shown on the page, declared as such: every declared entry of a page feeds its
 * FAQPage structured data, and a page showing one must list FAQPage. A field merely named `question` is not
 * one. The answer is a formatted text of `site` (paragraphs, bold, italics, links). `extra` adds fields of the
 * block's own before them (e.g. a category).
 */
export function faqEntry<S extends z.ZodRawShape = Record<never, never>>(site: SchemaContext, extra?: S) {
  const entry = z
    .strictObject({
      ...(extra as S),
      question: text.meta({ title: engineTitles.question }),
      answer: formattedParagraphs(site).meta({ title: engineTitles.answer }),
    })
    .meta({ title: engineTitles.faqEntry })
    .transform(markFaqEntry);
  contentRoles.add(entry, { role: 'faqEntry' });
  return entry;
}

/** A list of declared questions and answers (see `faqEntry`). */
export const faqItems = <S extends z.ZodRawShape = Record<never, never>>(site: SchemaContext, extra?: S) => z.array(faqEntry(site, extra));
