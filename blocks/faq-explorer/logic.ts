import { plainText, type FormattedParagraphs } from '../../engine/schema/formatted-text.ts';
import { fillTemplate } from '../_interactive/template.ts';

/** The spec's six FAQ categories, in display order. */
export const FAQ_CATEGORY_IDS = ['role', 'competences', 'formation', 'secteurs', 'freelance', 'entreprises'] as const;
export type FaqCategoryId = (typeof FAQ_CATEGORY_IDS)[number];
export const FAQ_ITEM_COUNT = 21;

/** A category id read from a form field, null ("all") for anything else. */
export function asCategory(value: unknown): FaqCategoryId | null {
  return (FAQ_CATEGORY_IDS as readonly unknown[]).includes(value) ? (value as FaqCategoryId) : null;
}

/**
 * The category shown once a chip is pressed (null: all). Pressing the chosen category's chip again deselects it
 * (the specification's FAQ state); "all" (null) and any other chip choose as pressed.
 */
export function categoryAfterPress(chosen: FaqCategoryId | null, pressed: FaqCategoryId | null): FaqCategoryId | null {
  return pressed === chosen ? null : pressed;
}

export interface CategorisedFaqItem {
  category: FaqCategoryId;
  question: string;
  answer: FormattedParagraphs;
}

const fold = (value: string) => value.normalize('NFC').toLocaleLowerCase('fr');

/**
 * The questions shown: those of the selected category (all when none), then those whose question or
 * answer (its words, not its Markdown) contains the search text, ignoring case. NFC keeps "é" typed as e + accent equal to "é".
 */
export function filterFaq<T extends CategorisedFaqItem>(items: readonly T[], category: FaqCategoryId | null, search: string): T[] {
  const needle = fold(search.trim());
  return items
    .filter((item) => category === null || item.category === category)
    .filter((item) => needle === '' || fold(item.question).includes(needle) || fold(plainText(item.answer)).includes(needle));
}

export function countByCategory(items: readonly CategorisedFaqItem[]): Record<FaqCategoryId, number> {
  const counts = Object.fromEntries(FAQ_CATEGORY_IDS.map((id) => [id, 0])) as Record<FaqCategoryId, number>;
  for (const item of items) counts[item.category] += 1;
  return counts;
}

const plural = new Intl.PluralRules('fr');

/** French puts 0 and 1 in the singular: "0 question trouvée", "1 question trouvée", "2 questions trouvées". */
export function resultCountText(count: number, forms: { one: string; other: string }): string {
  return fillTemplate(plural.select(count) === 'one' ? forms.one : forms.other, { count });
}
