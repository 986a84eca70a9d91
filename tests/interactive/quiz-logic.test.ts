import { describe, expect, it } from 'vitest';
import { isAllowedPoints, recommendation, totalPoints } from '../../blocks/comparison-quiz/logic.ts';
import { manifestoOutcome, manifestoScore, questionPoints } from '../../blocks/manifesto-quiz/logic.ts';
import { percentDone } from '../../blocks/_interactive/percent.ts';

describe('comparison quiz', () => {
  it('allows only the spec weightings 3/1, 1/3, 2/2 and 1/1', () => {
    expect(
      [
        { cos: 3, ea: 1 },
        { cos: 1, ea: 3 },
        { cos: 2, ea: 2 },
        { cos: 1, ea: 1 },
      ].every(isAllowedPoints),
    ).toBe(true);
    expect(isAllowedPoints({ cos: 3, ea: 3 })).toBe(false);
    expect(isAllowedPoints({ cos: 2, ea: 1 })).toBe(false);
  });

  it('adds the points of each answer', () => {
    expect(
      totalPoints([
        { cos: 3, ea: 1 },
        { cos: 1, ea: 3 },
        { cos: 2, ea: 2 },
      ]),
    ).toEqual({ cos: 6, ea: 6 });
  });

  it('recommends the Chief of Staff only with strictly more points; a tie goes to the assistant', () => {
    expect(recommendation({ cos: 7, ea: 6 })).toBe('cos');
    expect(recommendation({ cos: 6, ea: 6 })).toBe('ea');
    expect(recommendation({ cos: 3, ea: 3 })).toBe('ea');
    expect(recommendation({ cos: 5, ea: 7 })).toBe('ea');
  });
});

describe('manifesto quiz', () => {
  it('gives question 1 two points for its first three answers, none for the fourth', () => {
    expect([0, 1, 2, 3].map((answer) => questionPoints(0, answer))).toEqual([2, 2, 2, 0]);
  });

  it('gives questions 2 and 3 two points for the first answer, one for the second, none after', () => {
    expect([0, 1, 2, 3].map((answer) => questionPoints(1, answer))).toEqual([2, 1, 0, 0]);
    expect([0, 1, 2, 3].map((answer) => questionPoints(2, answer))).toEqual([2, 1, 0, 0]);
  });

  it('totals at most 6', () => {
    expect(manifestoScore([0, 0, 0])).toBe(6);
    expect(manifestoScore([3, 3, 3])).toBe(0);
  });

  it('sends 4 points and more to the booking calendar, 3 and less to the simulator', () => {
    expect(manifestoScore([2, 1, 1])).toBe(4);
    expect(manifestoOutcome(manifestoScore([2, 1, 1]))).toBe('booking');
    expect(manifestoScore([3, 0, 1])).toBe(3);
    expect(manifestoOutcome(manifestoScore([3, 0, 1]))).toBe('simulator');
    expect(manifestoOutcome(manifestoScore([1, 2, 1]))).toBe('simulator');
  });

  it('shows progress as a rounded percentage of the 3 questions', () => {
    expect([0, 1, 2, 3].map((answered) => percentDone(answered, 3))).toEqual([0, 33, 67, 100]);
  });
});
