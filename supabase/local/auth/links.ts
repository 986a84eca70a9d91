import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { AuthError } from './responses.ts';
import { startSession, type Session } from './sessions.ts';
import { insertUser, updateUser, userByEmail, userById, userJson, type UserRow } from './users.ts';

// E-mail links as GoTrue makes them: /verify?token=…&type=…&redirect_to=…, the token stored hashed in
// auth.users (confirmation_token for an invitation, recovery_token for a sign-in link), used once, valid a day
// (GoTrue's default mailer expiry). There is no mail locally: the admin endpoint hands the link to the caller.

const LINK_LIFETIME_SECONDS = 86_400;
export type LinkType = 'invite' | 'magiclink';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_COLUMNS: Record<LinkType, { token: string; sentAt: string }> = {
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
};

export interface GeneratedLink {
  user: UserRow;
  token: string;
  actionLink: string;
}

const ALREADY_REGISTERED = () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

/**
 * An invitation creates the user (or renews the link of one who has not accepted yet: a registered address is
 * refused, as GoTrue refuses it); a magic link is for a user who exists.
 */
export async function generateLink(
  sql: Sql,
  type: LinkType,
  email: string,
  metadata: Record<string, unknown>,
  verifyUrl: string,
  redirectTo: string,
): Promise<GeneratedLink> {
  let user = await userByEmail(sql, email);
  if (type === 'invite') {
    if (user?.email_confirmed_at) throw ALREADY_REGISTERED();
    user ??= await insertUser(sql, email, metadata);
    user = await updateUser(sql, user.id, 'invited_at = now()');
  } else if (user === undefined) {
    throw new AuthError(404, 'user_not_found', 'User with this email not found');
  }
  const token = randomBytes(24).toString('base64url');
  const columns = TOKEN_COLUMNS[type];
  await updateUser(sql, user.id, `${columns.token} = $2, ${columns.sentAt} = now()`, [hashOf(token)]);
  const link = new URL(verifyUrl);
  link.search = new URLSearchParams({ token, type, redirect_to: redirectTo }).toString();
  return { user, token, actionLink: link.toString() };
}

/** POST /admin/generate_link's answer: the user's fields with the link's beside them. */
export function generatedLinkJson({ user, token, actionLink }: GeneratedLink, type: LinkType, redirectTo: string): Record<string, unknown> {
  return { ...userJson(user), action_link: actionLink, email_otp: '', hashed_token: token, redirect_to: redirectTo, verification_type: type };
}

export function isLinkType(value: unknown): value is LinkType {
  return value === 'invite' || value === 'magiclink';
}

/** GET /verify: the link's user signed in (and their address confirmed), or otp_expired. */
export async function verifyLink(sql: Sql, type: LinkType, token: string, issuer: string): Promise<Session> {
  const columns = TOKEN_COLUMNS[type];
  const { rows } = await sql.query<{ id: string }>(
    `update auth.users set ${columns.token} = null,
            email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where ${columns.token} = $1 and ${columns.sentAt} > now() - make_interval(secs => $2)
      returning id`,
    [hashOf(token), LINK_LIFETIME_SECONDS],
  );
  const [row] = rows;
  if (row === undefined) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  const user = await userById(sql, row.id);
  if (user === undefined) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  return startSession(sql, user, type === 'invite' ? 'invite' : 'otp', issuer);
}
