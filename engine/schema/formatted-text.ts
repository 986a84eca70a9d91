import type { ResolvedLink } from './link.ts';

// What a formatted text field holds once parsed (formatted-text-field.ts): plain JSON, so an island receives it as
// props and renders it without the parser. This module imports nothing that runs: the browser may load it.

/** A run of a paragraph: words, or words in bold, in italics or behind a link. */
export type InlineNode = string | { mark: 'strong' | 'em'; children: InlineNode[] } | { link: ResolvedLink; children: InlineNode[] };

/** A text of one paragraph with its marks. */
export interface FormattedText {
  inline: InlineNode[];
}

/** A text of one or more paragraphs with their marks. */
export interface FormattedParagraphs {
  paragraphs: InlineNode[][];
}

const paragraphsOf = (text: FormattedText | FormattedParagraphs) => ('inline' in text ? [text.inline] : text.paragraphs);

const wordsOf = (nodes: readonly InlineNode[]): string => nodes.map((node) => (typeof node === 'string' ? node : wordsOf(node.children))).join('');

/** The words of a formatted text without its marks, paragraphs apart by a blank line: for structured data and search. */
export const plainText = (text: FormattedText | FormattedParagraphs): string => paragraphsOf(text).map(wordsOf).join('\n\n');

const linksIn = (nodes: readonly InlineNode[]): ResolvedLink[] =>
  nodes.flatMap((node) => (typeof node === 'string' ? [] : [...('link' in node ? [node.link] : []), ...linksIn(node.children)]));

/** The links a formatted text holds, in reading order. */
export const linksOf = (text: FormattedText | FormattedParagraphs): ResolvedLink[] => paragraphsOf(text).flatMap(linksIn);
