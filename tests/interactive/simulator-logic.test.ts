import { describe, expect, it } from 'vitest';
import { allAnswered, groupByCategory, infoErrors, needsChiefOfStaff, scorePercent, type SimulatorQuestion } from '../../blocks/simulator/logic.ts';

/** Sixteen answers summing to `sum` (each between 1 and 10). */
function answersSumming(sum: number): number[] {
  const values = Array<number>(16).fill(1);
  let rest = sum - 16;
  for (let index = 0; rest > 0; index++) {
    const add = Math.min(9, rest);
    values[index] = 1 + add;
    rest -= add;
  }
  return values;
}

describe('scorePercent', () => {
  it('is the rounded share of the maximum 160 points', () => {
    expect(scorePercent(answersSumming(16))).toBe(10);
    expect(scorePercent(answersSumming(160))).toBe(100);
    expect(scorePercent(answersSumming(79))).toBe(49);
    expect(scorePercent(answersSumming(80))).toBe(50);
  });

  it('rounds halves up like the server (76 → 47.5 → 48, 84 → 52.5 → 53)', () => {
    expect(scorePercent(answersSumming(76))).toBe(48);
    expect(scorePercent(answersSumming(84))).toBe(53);
  });

  it('is exact where floating point is not: 92 points give 58, not 57', () => {
    expect(scorePercent(answersSumming(92))).toBe(58);
  });
});

describe('needsChiefOfStaff', () => {
  it('says yes above 49 only', () => {
    expect(needsChiefOfStaff(49)).toBe(false);
    expect(needsChiefOfStaff(50)).toBe(true);
    expect(needsChiefOfStaff(scorePercent(answersSumming(79)))).toBe(false);
    expect(needsChiefOfStaff(scorePercent(answersSumming(80)))).toBe(true);
  });
});

describe('infoErrors', () => {
  const valid = { firstName: 'Claire', lastName: 'Martin', company: 'Atelier Nord', email: 'claire@atelier-nord.fr' };
  const allRequired = { firstName: 'firstNameRequired', lastName: 'lastNameRequired', company: 'companyRequired', email: 'emailRequired' };

  it('accepts complete details', () => {
    expect(infoErrors(valid)).toEqual({});
  });

  it('requires every field, blanks counting as empty', () => {
    expect(infoErrors({ firstName: ' ', lastName: '', company: '\t', email: '' })).toEqual(allRequired);
  });

  it('counts a field with nothing visible (no-break space, zero-width space, format characters) as missing', () => {
    expect(infoErrors({ firstName: '\u00a0', lastName: '\u200b', company: '\u2060\ufeff', email: '\u200b' })).toEqual(allRequired);
  });

  it.each([
    'claire',
    'claire@',
    'claire@atelier',
    'claire @atelier.fr',
    '@atelier.fr',
    // Addresses the database refuses: markup, a bidirectional override, a zero-width space, quotes.
    '<script>alert(1)</script>@x.fr',
    'claire\u202e@atelier.fr',
    'claire\u200b@atelier.fr',
    '"claire"@atelier.fr',
  ])('refuses the address %j', (email) => {
    expect(infoErrors({ ...valid, email })).toEqual({ email: 'emailInvalid' });
  });
});

describe('questions', () => {
  const questions: SimulatorQuestion[] = [
    { id: 'q1', category: 'A', text: 'un' },
    { id: 'q2', category: 'A', text: 'deux' },
    { id: 'q3', category: 'B', text: 'trois' },
  ];

  it('groups consecutive questions by category, in order', () => {
    expect(groupByCategory(questions).map((group) => [group.category, group.questions.map((question) => question.id)])).toEqual([
      ['A', ['q1', 'q2']],
      ['B', ['q3']],
    ]);
  });

  it('is complete only when every question has an answer', () => {
    expect(allAnswered(questions, { q1: 3, q2: 4 })).toBe(false);
    expect(allAnswered(questions, { q1: 3, q2: 4, q3: 10 })).toBe(true);
  });
});
