import type { Sql } from '../db/database.ts';
import { AuthError } from './responses.ts';

/** The columns of auth.users the local Auth API reads (bootstrap.sql). */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, last_sign_in_at,
                 raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** The user as GoTrue answers it (GET /user, the `user` of a session, the admin endpoints). */
export function userJson(user: UserRow): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

// GoTrue stores addresses lower-cased and refuses what does not look like one.
export function normaliseEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

export async function userByEmail(sql: Sql, email: string): Promise<UserRow | undefined> {
  const { rows } = await sql.query<UserRow & Record<string, unknown>>(`select ${COLUMNS} from auth.users where email = $1`, [email]);
  return rows[0];
}

export async function userById(sql: Sql, id: string): Promise<UserRow | undefined> {
  const { rows } = await sql.query<UserRow & Record<string, unknown>>(`select ${COLUMNS} from auth.users where id = $1::uuid`, [id]);
  return rows[0];
}

/** Runs an UPDATE … RETURNING of one user's row (`assignments` with $1 = the id) and gives the row back. */
export async function updateUser(sql: Sql, id: string, assignments: string, params: unknown[] = []): Promise<UserRow> {
  const { rows } = await sql.query<UserRow & Record<string, unknown>>(
    `update auth.users set ${assignments}, updated_at = now() where id = $1::uuid returning ${COLUMNS}`,
    [id, ...params],
  );
  const [user] = rows;
  if (user === undefined) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

export async function insertUser(sql: Sql, email: string, metadata: Record<string, unknown>): Promise<UserRow> {
  const { rows } = await sql.query<UserRow & Record<string, unknown>>(
    `insert into auth.users (id, email, raw_user_meta_data) values (gen_random_uuid(), $1, $2::jsonb) returning ${COLUMNS}`,
    [email, JSON.stringify(metadata)],
  );
  return rows[0] as UserRow;
}
