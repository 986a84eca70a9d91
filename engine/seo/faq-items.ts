import { isDeclaredFaqEntry } from '../schema/declared.ts';
import type { FormattedParagraphs } from '../schema/formatted-text.ts';
import { walkObjects } from '../schema/walk.ts';

export interface FaqItem {
  question: string;
  answer: FormattedParagraphs;
}

/**
 * Every question/answer pair a page shows, as its blocks' schemas declare them (`faqEntry` in
 * engine/schema/faq.ts): the one source of its FAQPage structured data.
 */
export function faqItemsOf(blocks: readonly unknown[]): FaqItem[] {
  const items: FaqItem[] = [];
  walkObjects(blocks, (node) => {
    if (isDeclaredFaqEntry(node)) items.push({ question: node.question, answer: node.answer });
  });
  return items;
}
