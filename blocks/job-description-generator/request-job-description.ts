import { getSupabase } from '../../engine/backend/client.ts';
import { errorMessage } from '../../engine/backend/error-message.ts';
import { toLeadRow, type LeadInput } from './lead.ts';

export type JobDescriptionOutcome = { status: 'success'; html: string } | { status: 'error'; message?: string };

// A refusal from the function carries its French explanation as { error } in the response body.
async function functionMessage(error: unknown): Promise<string | undefined> {
  const context: unknown = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    const body: unknown = await context.json().catch(() => undefined);
    const message = errorMessage({ message: (body as { error?: unknown } | undefined)?.error });
    if (message !== undefined) return message;
  }
  return errorMessage(error);
}

/** Spec call 5: the personalised job description as a complete HTML document. Never throws. */
export async function generateJobDescription(input: LeadInput): Promise<JobDescriptionOutcome> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.functions.invoke<string>('generate-job-description', {
      body: toLeadRow(input),
    });
    if (error !== null) return { status: 'error', message: await functionMessage(error) };
    if (typeof data !== 'string') return { status: 'error', message: 'Réponse inattendue du serveur' };
    return { status: 'success', html: data };
  } catch (error) {
    return { status: 'error', message: errorMessage(error) };
  }
}
