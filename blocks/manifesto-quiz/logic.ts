export const QUESTION_COUNT = 3;
/** From this total the visitor is sent to the booking calendar, below it to the simulator. */
export const PASS_SCORE = 4;
export const MAX_SCORE = 6;

/**
 * Spec scoring: question 1 gives 2 points for any of its first three answers, 0 for the last;
 * questions 2 and 3 give 2 for the first answer, 1 for the second, 0 otherwise.
 */
export function questionPoints(questionIndex: number, answerIndex: number): number {
  if (questionIndex === 0) return answerIndex <= 2 ? 2 : 0;
  if (answerIndex === 0) return 2;
  return answerIndex === 1 ? 1 : 0;
}

export function manifestoScore(answers: readonly number[]): number {
  return answers.reduce((total, answer, questionIndex) => total + questionPoints(questionIndex, answer), 0);
}

export type ManifestoOutcome = 'booking' | 'simulator';

export function manifestoOutcome(score: number): ManifestoOutcome {
  return score >= PASS_SCORE ? 'booking' : 'simulator';
}

/** The outcome opens beside the manifesto, which keeps no handle on it (and it none on us). */
export function openInNewTab(href: string): void {
  window.open(href, '_blank', 'noopener,noreferrer');
}
