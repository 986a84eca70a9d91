import { randomUUID } from 'node:crypto';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { LOCAL_JWT_SECRET } from '../../../supabase/local/keys.ts';

/** An access token like Supabase Auth issues for a signed-in user, signed with the local secret. */
export function userAccessToken(userId: string, lifetimeSeconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    { sub: userId, role: 'authenticated', aud: 'authenticated', email: `${userId}@example.test`, iat: now, exp: now + lifetimeSeconds },
    LOCAL_JWT_SECRET,
  );
}

/** A fresh address per test, so suites sharing one PostgreSQL never collide. */
export function uniqueEmail(prefix = 'visiteur'): string {
  return `${prefix}-${randomUUID()}@exemple.fr`;
}
