import { getSupabase } from '../../engine/backend/client.ts';
import { errorMessage } from '../../engine/backend/error-message.ts';
import { toLeadRow, type LeadInput } from './lead.ts';

export type SaveLeadOutcome = { status: 'success' } | { status: 'error'; message?: string };

/** Spec call 4: stores the generator form as a lead. Never throws. */
export async function saveLead(input: LeadInput): Promise<SaveLeadOutcome> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('leads').insert(toLeadRow(input));
    return error === null ? { status: 'success' } : { status: 'error', message: errorMessage(error) };
  } catch (error) {
    return { status: 'error', message: errorMessage(error) };
  }
}
