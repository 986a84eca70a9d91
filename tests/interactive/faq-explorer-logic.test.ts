import { describe, expect, it } from 'vitest';
import { categoryAfterPress, countByCategory, filterFaq, resultCountText, type CategorisedFaqItem } from '../../blocks/faq-explorer/logic.ts';
import type { InlineNode } from '../../engine/schema/formatted-text.ts';

const answer = (...paragraphs: InlineNode[][]) => ({ paragraphs });

const items: CategorisedFaqItem[] = [
  { category: 'role', question: "Qu'est-ce qu'un Chief of Staff ?", answer: answer(['Le ', { mark: 'strong', children: ['bras droit'] }, ' du dirigeant.']) },
  { category: 'freelance', question: 'Combien de temps dure une mission ?', answer: answer(['De 3 mois à 2 ans.']) },
  {
    category: 'competences',
    question: 'Quelle expérience faut-il ?',
    answer: answer(['De 5 à 15 ans, souvent auprès de ', { link: { href: '/services', external: false }, children: ['dirigeants'] }, '.']),
  },
  { category: 'entreprises', question: 'ÉQUIPES DE DIRECTION', answer: answer(['Réponse sur'], ["l'alignement."]) },
];

const questions = (found: CategorisedFaqItem[]) => found.map((item) => item.question);

describe('categoryAfterPress', () => {
  it('chooses the pressed category, or all for the "all" chip', () => {
    expect(categoryAfterPress(null, 'role')).toBe('role');
    expect(categoryAfterPress('role', 'freelance')).toBe('freelance');
    expect(categoryAfterPress('role', null)).toBeNull();
  });

  it('deselects the chosen category when its chip is pressed again', () => {
    expect(categoryAfterPress('formation', 'formation')).toBeNull();
  });

  it('keeps all when the "all" chip is pressed again', () => {
    expect(categoryAfterPress(null, null)).toBeNull();
  });
});

describe('filterFaq', () => {
  it('returns everything with no category and no search', () => {
    expect(filterFaq(items, null, '')).toEqual(items);
    expect(filterFaq(items, null, '   ')).toEqual(items);
  });

  it('keeps the selected category only', () => {
    expect(questions(filterFaq(items, 'freelance', ''))).toEqual(['Combien de temps dure une mission ?']);
  });

  it('matches a substring of the question or of the answer, ignoring case', () => {
    expect(questions(filterFaq(items, null, 'CHIEF'))).toEqual(["Qu'est-ce qu'un Chief of Staff ?"]);
    expect(questions(filterFaq(items, null, 'dirigeant'))).toEqual(["Qu'est-ce qu'un Chief of Staff ?", 'Quelle expérience faut-il ?']);
  });

  it('matches the words of an answer, across its bold and its links, not its Markdown', () => {
    expect(questions(filterFaq(items, null, 'le bras droit du'))).toEqual(["Qu'est-ce qu'un Chief of Staff ?"]);
    expect(questions(filterFaq(items, null, 'auprès de dirigeants.'))).toEqual(['Quelle expérience faut-il ?']);
    expect(filterFaq(items, null, '**')).toEqual([]);
    expect(filterFaq(items, null, '/services')).toEqual([]);
  });

  it('lowers accented capitals too, and matches accents written either way', () => {
    expect(questions(filterFaq(items, null, 'équipes'))).toEqual(['ÉQUIPES DE DIRECTION']);
    expect(questions(filterFaq(items, null, 'expe\u0301rience'))).toEqual(['Quelle expérience faut-il ?']);
  });

  it('keeps accents significant, as a substring match does', () => {
    expect(filterFaq(items, null, 'experience')).toEqual([]);
  });

  it('applies the category first, then the search', () => {
    expect(filterFaq(items, 'role', 'mois')).toEqual([]);
    expect(questions(filterFaq(items, 'freelance', 'mois'))).toEqual(['Combien de temps dure une mission ?']);
  });
});

describe('countByCategory', () => {
  it('counts every category, zero included', () => {
    expect(countByCategory(items)).toEqual({ role: 1, competences: 1, formation: 0, secteurs: 0, freelance: 1, entreprises: 1 });
  });
});

describe('resultCountText', () => {
  const forms = { one: '{count} question trouvée', other: '{count} questions trouvées' };

  it('uses the singular for 0 and 1, as French does, and the plural from 2', () => {
    expect(resultCountText(0, forms)).toBe('0 question trouvée');
    expect(resultCountText(1, forms)).toBe('1 question trouvée');
    expect(resultCountText(2, forms)).toBe('2 questions trouvées');
    expect(resultCountText(21, forms)).toBe('21 questions trouvées');
  });
});
