import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import type { ServedBackend } from '../../../supabase/local/local-backend.ts';
import { asRole } from '../../../supabase/local/rest/as-role.ts';
import { BACKEND_START_TIMEOUT, startBackend } from '../support/backend.ts';
import { testClient } from '../support/clients.ts';
import { uniqueEmail, userAccessToken } from '../support/tokens.ts';

let backend: ServedBackend;
let db: Database;
const userA = crypto.randomUUID();
const userB = crypto.randomUUID();

beforeAll(async () => {
  backend = await startBackend();
  db = await backend.database;
  await db.transaction((sql) =>
    sql.query('insert into auth.users (id, email) values ($1, $2), ($3, $4)', [userA, 'a@exemple.fr', userB, 'b@exemple.fr']),
  );
}, BACKEND_START_TIMEOUT);
afterAll(() => backend.close());

const assessment = (user_id: string | null) => ({
  first_name: 'Alex',
  last_name: 'Petit',
  company: 'Petit SAS',
  email: uniqueEmail(),
  final_score: 62,
  needs_chief_of_staff: true,
  user_id,
});

function as(userId: string): SupabaseClient {
  return testClient(backend.url, LOCAL_ANON_KEY, userAccessToken(userId));
}

describe('user_id on an assessment', () => {
  it("takes the signed-in user's own id", async () => {
    const row = assessment(userA);
    expect((await as(userA).from('chief_of_staff_assessments').insert(row)).error).toBeNull();
    const service = testClient(backend.url, LOCAL_SERVICE_ROLE_KEY);
    const { data } = await service.from('chief_of_staff_assessments').select('user_id').eq('email', row.email);
    expect(data).toEqual([{ user_id: userA }]);
  });

  it("refuses someone else's id from a signed-in user (403)", async () => {
    const { error, status } = await as(userA).from('chief_of_staff_assessments').insert(assessment(userB));
    expect(error?.code).toBe('42501');
    expect(status).toBe(403);
  });

  it('refuses any id from an anonymous visitor (401)', async () => {
    const anon = testClient(backend.url, LOCAL_ANON_KEY);
    const { error, status } = await anon.from('chief_of_staff_assessments').insert(assessment(userA));
    expect(error?.code).toBe('42501');
    expect(status).toBe(401);
    expect((await anon.from('chief_of_staff_assessments').insert(assessment(null))).error).toBeNull();
  });

  it('refuses a token that is not signed with the project secret (401, PGRST301)', async () => {
    const forged = signJwt({ sub: userB, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 }, 'not-the-secret-of-this-project!!');
    const { error, status } = await testClient(backend.url, LOCAL_ANON_KEY, forged)
      .from('chief_of_staff_assessments')
      .insert(assessment(userB));
    expect(error?.code).toBe('PGRST301');
    expect(status).toBe(401);
  });

  it('refuses an expired token (401, PGRST303)', async () => {
    const expired = testClient(backend.url, LOCAL_ANON_KEY, userAccessToken(userA, -10));
    const { error, status } = await expired.from('chief_of_staff_assessments').insert(assessment(userA));
    expect(error?.code).toBe('PGRST303');
    expect(status).toBe(401);
  });
});

describe('changing or deleting rows', () => {
  const tables = ['newsletter_subscriptions', 'chief_of_staff_assessments', 'assessment_answers', 'leads'];
  it.each(tables)('is refused to visitors on %s, signed in or not', async (table) => {
    for (const auth of [
      { role: 'anon', claims: { role: 'anon' } },
      { role: 'authenticated', claims: { role: 'authenticated', sub: userA } },
    ] as const) {
      await expect(asRole(db, auth, (sql) => sql.query(`update public.${table} set created_at = now()`))).rejects.toMatchObject({ code: '42501' });
      await expect(asRole(db, auth, (sql) => sql.query(`delete from public.${table}`))).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('is allowed to service_role', async () => {
    const email = uniqueEmail();
    await db.transaction((sql) =>
      sql.query("insert into public.newsletter_subscriptions (email, opt_in_confirmed) values ($1, true)", [email]),
    );
    const service = { role: 'service_role', claims: { role: 'service_role' } } as const;
    const updated = await asRole(db, service, (sql) =>
      sql.query('update public.newsletter_subscriptions set opt_in_confirmed = false where email = $1 returning email', [email]),
    );
    expect(updated.rows).toEqual([{ email }]);
    const deleted = await asRole(db, service, (sql) =>
      sql.query('delete from public.newsletter_subscriptions where email = $1 returning email', [email]),
    );
    expect(deleted.rows).toEqual([{ email }]);
  });
});
