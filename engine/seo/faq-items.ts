import { walkObjects } from '../validation/walk.ts';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Every question/answer pair shown on a page: the one source of its FAQPage structured data. */
export function faqItemsOf(blocks: readonly unknown[]): FaqItem[] {
  const items: FaqItem[] = [];
  walkObjects(blocks, (node) => {
    if (typeof node.question === 'string' && typeof node.answer === 'string') {
      items.push({ question: node.question, answer: node.answer });
    }
  });
  return items;
}
