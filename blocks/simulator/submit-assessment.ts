import { getSupabase } from '../../engine/backend/client.ts';
import { normaliseEmail } from '../../supabase/functions/_shared/text-rules.ts';
import { errorMessage } from '../../engine/backend/error-message.ts';

export interface AssessmentAnswer {
  /** 'q1' … 'q16' */
  questionId: string;
  questionText: string;
  questionCategory: string;
  /** 1 … 10 */
  value: number;
}

export interface AssessmentSubmission {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  /** All 16 answers, one per question. */
  answers: readonly AssessmentAnswer[];
}

export type SubmitAssessmentOutcome = { status: 'success'; id: string } | { status: 'error'; message?: string };

/**
 * Spec calls 2 and 3 in one: the database function stores the assessment and its answers together,
 * recomputes the score and fills user_id from the session's JWT, then returns the new id. Never throws.
 */
export async function submitAssessment(submission: AssessmentSubmission): Promise<SubmitAssessmentOutcome> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('submit_assessment', {
      first_name: submission.firstName.trim(),
      last_name: submission.lastName.trim(),
      company: submission.company.trim(),
      email: normaliseEmail(submission.email),
      answers: submission.answers.map((answer) => ({
        question_id: answer.questionId,
        question_text: answer.questionText,
        question_category: answer.questionCategory,
        answer_value: answer.value,
      })),
    });
    if (error !== null) return { status: 'error', message: errorMessage(error) };
    if (typeof data !== 'string') return { status: 'error', message: 'Réponse inattendue du serveur' };
    return { status: 'success', id: data };
  } catch (error) {
    return { status: 'error', message: errorMessage(error) };
  }
}
