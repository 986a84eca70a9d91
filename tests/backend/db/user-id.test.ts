import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { asRole } from '../../../supabase/local/rest/as-role.ts';
import { answersSummingTo } from '../support/answers.ts';
import { sharedBackend } from '../support/backend.ts';
import { testClient } from '../support/clients.ts';
import { uniqueEmail, userAccessToken } from '../support/tokens.ts';

const { backend, database: db } = sharedBackend();
const userA = crypto.randomUUID();
const userB = crypto.randomUUID();

beforeAll(async () => {
  await db().transaction((sql) => sql.query('insert into auth.users (id, email) values ($1, $2), ($3, $4)', [userA, 'a@exemple.fr', userB, 'b@exemple.fr']));
});

const visitor = () => ({ first_name: 'Alex', last_name: 'Petit', company: 'Petit SAS', email: uniqueEmail() });
const answers = answersSummingTo(100);

function as(userId: string): SupabaseClient {
  return testClient(backend().url, LOCAL_ANON_KEY, userAccessToken(userId));
}

async function storedUserId(email: string): Promise<unknown> {
  const { data } = await testClient(backend().url, LOCAL_SERVICE_ROLE_KEY).from('chief_of_staff_assessments').select('user_id').eq('email', email);
  return data;
}

// submit_assessment() takes user_id from the caller's JWT and has no argument for it; the table itself
// accepts no visitor insert, so there is no other way to choose it.
describe('user_id on an assessment', () => {
  it("is the signed-in user's own id", async () => {
    const details = visitor();
    expect((await as(userA).rpc('submit_assessment', { ...details, answers })).error).toBeNull();
    expect(await storedUserId(details.email)).toEqual([{ user_id: userA }]);
  });

  it('is null for an anonymous visitor', async () => {
    const details = visitor();
    expect((await testClient(backend().url, LOCAL_ANON_KEY).rpc('submit_assessment', { ...details, answers })).error).toBeNull();
    expect(await storedUserId(details.email)).toEqual([{ user_id: null }]);
  });

  it("cannot be someone else's: no argument takes it (PGRST202) and a direct insert is refused (403 signed in, 401 anonymous)", async () => {
    const spoof = await as(userA).rpc('submit_assessment', { ...visitor(), answers, user_id: userB });
    expect(spoof.error?.code).toBe('PGRST202');
    for (const [client, status] of [
      [as(userA), 403],
      [testClient(backend().url, LOCAL_ANON_KEY), 401],
    ] as const) {
      const details = visitor();
      const direct = await client.from('chief_of_staff_assessments').insert({ ...details, final_score: 62, needs_chief_of_staff: true, user_id: userB });
      expect(direct.error?.code).toBe('42501');
      expect(direct.status).toBe(status);
      expect(await storedUserId(details.email)).toEqual([]);
    }
  });

  it('refuses a token that is not signed with the project secret (401, PGRST301)', async () => {
    const forged = signJwt({ sub: userB, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 }, 'not-the-secret-of-this-project!!');
    const { error, status } = await testClient(backend().url, LOCAL_ANON_KEY, forged).rpc('submit_assessment', { ...visitor(), answers });
    expect(error?.code).toBe('PGRST301');
    expect(status).toBe(401);
  });

  it('refuses an expired token (401, PGRST303)', async () => {
    // A minute past its expiry: PostgREST tolerates 30 seconds of clock skew.
    const expired = testClient(backend().url, LOCAL_ANON_KEY, userAccessToken(userA, -60));
    const { error, status } = await expired.rpc('submit_assessment', { ...visitor(), answers });
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
      await expect(asRole(db(), auth, (sql) => sql.query(`update public.${table} set created_at = now()`))).rejects.toMatchObject({ code: '42501' });
      await expect(asRole(db(), auth, (sql) => sql.query(`delete from public.${table}`))).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('is allowed to service_role', async () => {
    const email = uniqueEmail();
    await db().transaction((sql) => sql.query('insert into public.newsletter_subscriptions (email, opt_in_confirmed) values ($1, true)', [email]));
    const service = { role: 'service_role', claims: { role: 'service_role' } } as const;
    const updated = await asRole(db(), service, (sql) =>
      sql.query('update public.newsletter_subscriptions set opt_in_confirmed = false where email = $1 returning email', [email]),
    );
    expect(updated.rows).toEqual([{ email }]);
    const deleted = await asRole(db(), service, (sql) => sql.query('delete from public.newsletter_subscriptions where email = $1 returning email', [email]));
    expect(deleted.rows).toEqual([{ email }]);
  });
});
