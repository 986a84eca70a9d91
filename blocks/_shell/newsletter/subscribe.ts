import { getSupabase } from '../../../engine/backend/client.ts';
import { normaliseEmail } from '../../../supabase/functions/_shared/text-rules.ts';

/** PostgreSQL's unique_violation: the address is already subscribed (spec section 8). */
export const UNIQUE_VIOLATION = '23505';

export type NewsletterOutcome = { status: 'success' } | { status: 'duplicate' } | { status: 'error'; error: unknown };

/** Spec call 1: subscribes an address with consent given. Never throws. */
export async function subscribeToNewsletter(email: string): Promise<NewsletterOutcome> {
  try {
    const supabase = await getSupabase();
    // A plain insert asks for no representation (return=minimal): visitors may not read the table back.
    const { error } = await supabase.from('newsletter_subscriptions').insert({ email: normaliseEmail(email), opt_in_confirmed: true });
    if (error === null) return { status: 'success' };
    return error.code === UNIQUE_VIOLATION ? { status: 'duplicate' } : { status: 'error', error };
  } catch (error) {
    return { status: 'error', error };
  }
}
