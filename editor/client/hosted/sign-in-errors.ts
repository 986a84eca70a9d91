/** Why a sign-in or a password change failed, for the person: the words the screen shows (hosted words). */
export type AuthFailure = { kind: 'wrongCredentials' } | { kind: 'network' } | { kind: 'other'; message: string };

/**
 * supabase-js's auth errors, read by their name, status and code (GoTrue's `invalid_credentials`, a 400 without a
 * code from older servers), never by their English message, which is not the person's language.
 */
export function authFailure(error: unknown): AuthFailure {
  const { name, status, code, message } = (error ?? {}) as { name?: string; status?: number; code?: string; message?: string };
  if (name === 'AuthRetryableFetchError' || status === 0 || error instanceof TypeError) return { kind: 'network' };
  if (code === 'invalid_credentials' || (status === 400 && code === undefined && name === 'AuthApiError')) return { kind: 'wrongCredentials' };
  return { kind: 'other', message: message ?? String(error) };
}

/** GoTrue's redirect after an invitation (or a recovery) link: the session in the fragment, `type=invite`. */
export const arrivesFromInvitation = (hash: string) => /(?:^#|&)type=(?:invite|recovery)(?:&|$)/.test(hash);
