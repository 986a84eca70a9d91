import { z } from 'zod';
import type { FormattedParagraphs, FormattedText } from './formatted-text.ts';
import type { Rendition } from './image-renditions.ts';

// What a block's schema declares about its fields, so the engine never guesses from field names: which
// values are links (checked against the pages), which are texts that may hold links (their links too), which
// name anchors (link targets), which are questions and answers (FAQPage structured data). The helpers that
// declare them (link.ts, faq.ts, anchor.ts) do two things: they register their schema here with its role (for
// tools that read schemas, such as the editor), and they mark each value they parse, so the engine finds the
// declared values in a page's parsed data, even where a block's own transform has moved them (e.g. collection
// cards). A formatted text (formatted-text-field.ts) only marks its values: the editor sees a text (editor-meta.ts).

export type ContentRole = 'link' | 'anchor' | 'faqEntry';

/** The schemas that declare a content role, with that role. */
export const contentRoles = z.registry<{ role: ContentRole }>();

const links = new WeakSet<object>();
const formattedTexts = new WeakSet<object>();
const faqEntries = new WeakSet<object>();
const anchors = new WeakMap<object, string>();
const images = new WeakMap<object, readonly Rendition[]>();

/** Marks a parsed value as a link (its `href` is checked at build time). */
export function markLink<T extends object>(value: T): T {
  links.add(value);
  return value;
}

/** Marks a parsed value as a formatted text (formatted-text-field.ts): the links inside it are checked at build time. */
export function markFormattedText<T extends object>(value: T): T {
  formattedTexts.add(value);
  return value;
}

/** Marks a parsed value as one question and its answer, shown on the page. */
export function markFaqEntry<T extends object>(value: T): T {
  faqEntries.add(value);
  return value;
}

/** Marks a parsed object as the target of `#anchor` (e.g. a card other pages link to). */
export function markAnchor<T extends object>(value: T, anchor: string): T {
  anchors.set(value, anchor);
  return value;
}

/** Marks a parsed value as an image with the files the build writes for it (image-field.ts). */
export function markImage<T extends object>(value: T, renditions: readonly Rendition[]): T {
  images.set(value, renditions);
  return value;
}

export const isDeclaredLink = (value: object): value is { href: string; external: boolean } => links.has(value);
export const isDeclaredFormattedText = (value: object): value is FormattedText | FormattedParagraphs => formattedTexts.has(value);
export const isDeclaredFaqEntry = (value: object): value is { question: string; answer: FormattedParagraphs } => faqEntries.has(value);
export const declaredAnchorOf = (value: object): string | undefined => anchors.get(value);
export const declaredRenditionsOf = (value: object): readonly Rendition[] | undefined => images.get(value);
