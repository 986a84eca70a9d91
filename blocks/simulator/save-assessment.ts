import type { SubmitAssessmentOutcome } from './submit-assessment.ts';
import type { Answers, ContactInfo, SimulatorQuestion } from './logic.ts';

/**
 * Stores the details and the 16 answers in one call. The backend module (and supabase-js behind it) is
 * fetched only now, when the visitor submits, so it never weighs on the page's first load.
 */
export async function saveAssessment(info: ContactInfo, questions: readonly SimulatorQuestion[], answers: Answers): Promise<SubmitAssessmentOutcome> {
  const { submitAssessment } = await import('./submit-assessment.ts');
  return submitAssessment({
    ...info,
    answers: questions.map((question) => ({
      questionId: question.id,
      questionText: question.text,
      questionCategory: question.category,
      value: answers[question.id]!,
    })),
  });
}

/**
 * Spec call 6: from the moment the visitor starts the test, the current session is read and followed, so a
 * signed-in visitor's id goes with the save. supabase-js loads then, never with the page.
 */
export function followSession(): void {
  void import('../../engine/backend/session.ts').then(({ trackSession }) => trackSession());
}
