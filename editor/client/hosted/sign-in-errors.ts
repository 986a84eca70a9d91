/** Why a sign-in or a password change failed, for the person: the words the screen shows (hosted words). */
export type AuthFailure =
  { kind: 'wrongCredentials' } | { kind: 'network' } | { kind: 'linkExpired' } | { kind: 'tooManyRequests' } | { kind: 'other'; message: string };

/**
 * supabase-js's auth errors, read by their name, status and code (GoTrue's `invalid_credentials`, a 400 without a
 * code from older servers), never by their English message, which is not the person's language.
 */
export function authFailure(error: unknown): AuthFailure {
  const { name, status, code, message } = (error ?? {}) as { name?: string; status?: number; code?: string; message?: string };
  if (name === 'AuthRetryableFetchError' || status === 0 || error instanceof TypeError) return { kind: 'network' };
  if (code === 'invalid_credentials' || (status === 400 && code === undefined && name === 'AuthApiError')) return { kind: 'wrongCredentials' };
  // GoTrue's rate limits (sign-ins, mails sent: over_request_rate_limit, over_email_send_rate_limit…) answer 429.
  if (status === 429 || code?.startsWith('over_')) return { kind: 'tooManyRequests' };
  return { kind: 'other', message: message ?? String(error) };
}

/** GoTrue's redirect after an invitation (or a recovery) link: the session in the fragment, `type=invite`. */
export const arrivesFromInvitation = (hash: string) => /(?:^#|&)type=(?:invite|recovery)(?:&|$)/.test(hash);

/**
 * GoTrue's redirect after an e-mail link it refused (expired, or used already): `error`, `error_code` and
 * `error_description` in the fragment instead of a session. Nothing for any other fragment.
 */
export function linkArrivalFailure(hash: string): AuthFailure | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('error_code');
  if (code === 'otp_expired') return { kind: 'linkExpired' };
  const error = params.get('error_description') ?? code ?? params.get('error');
  return error === null ? undefined : { kind: 'other', message: error };
}

/**
 * The refusal of a sign-in link asked for, as the form says it. An address without an account is answered as one
 * with: sign-up being off, GoTrue refuses it (`otp_disabled`; `user_not_found` from some versions), and saying so
 * would tell anyone which addresses have an account.
 */
export function linkRequestFailure(error: unknown): AuthFailure | undefined {
  const { code } = (error ?? {}) as { code?: string };
  if (code === 'otp_disabled' || code === 'user_not_found') return undefined;
  return authFailure(error);
}
