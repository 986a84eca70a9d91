import { z } from 'zod';
import type { SchemaContext } from '../site/schema-context.ts';
import { markFormattedText } from './declared.ts';
import { multiline } from './editor-meta.ts';
import { text } from './fields.ts';
import type { FormattedParagraphs, FormattedText, InlineNode } from './formatted-text.ts';
import { linkField, type ResolvedLink } from './link.ts';
import { parseMarkdownSubset } from './markdown-subset.ts';

function formatted(site: SchemaContext) {
  const target = linkField(site);
  // A copy, not the link field's marked value: the text declares its links (checkLinks reads them from it), so that
  // a problem with one names the text's field.
  const resolve = (href: string): ResolvedLink | undefined => {
    const link = target.safeParse(href);
    return link.success ? { ...link.data } : undefined;
  };
  // A text area with a formatting bar in the editor, for the texts made of it, which inherit its metadata.
  const schema = text.transform((source, context): InlineNode[][] => {
    const parsed = parseMarkdownSubset(source, resolve);
    if ('paragraphs' in parsed) return parsed.paragraphs;
    const message =
      'refused' in parsed ? site.words.refusedFormatting(parsed.refused) : site.words.unknownTextLink(parsed.unknownLink, Object.keys(site.links));
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
  return multiline(schema, true);
}

/**
 * A text of one paragraph that may hold `**bold**`, `*italics*` and `[words](link)`, where a link is what a link field
 * holds (a route, an anchor, or one of `site`'s named links) and is checked against the pages like one. Parsed here,
 * at build time: components receive its nodes (formatted-text.ts) and the editor shows a text area with a formatting bar.
 */
export const formattedText = (site: SchemaContext) =>
  formatted(site).transform((paragraphs, context): FormattedText => {
    if (paragraphs.length === 1) return markFormattedText({ inline: paragraphs[0] ?? [] });
    context.addIssue({ code: 'custom', message: site.words.oneParagraph });
    return z.NEVER;
  });

/** A formatted text (see `formattedText`) of paragraphs apart by a blank line. */
export const formattedParagraphs = (site: SchemaContext) => formatted(site).transform((paragraphs): FormattedParagraphs => markFormattedText({ paragraphs }));
