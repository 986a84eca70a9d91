import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { sharedBackend } from '../support/backend.ts';
import { uniqueEmail } from '../support/tokens.ts';

// Where the local backend used to hide what hosted Supabase (PostgREST) does, and the database decides the
// answer: the local backend now sends the statement PostgREST sends, so PGlite here and PostgreSQL 15 in
// run-on-postgres.sh must both answer as the hosted project would. Plain HTTP, as an attacker would send it.

const { backend } = sharedBackend();
const anon = { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' };
const service = { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' };

const call = (path: string, init: RequestInit) => fetch(`${backend().url}${path}`, init);
const insert = (table: string, body: unknown, headers: Record<string, string> = anon, query = '') =>
  call(`/rest/v1/${table}${query}`, { method: 'POST', headers, body: JSON.stringify(body) });
const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

async function count(table: string): Promise<number> {
  const db = await backend().database;
  const { rows } = await db.transaction((sql) => sql.query<{ n: number }>(`select count(*)::integer as n from public.${table}`));
  return rows[0]?.n ?? 0;
}

async function subscription(email: string): Promise<unknown> {
  const db = await backend().database;
  const { rows } = await db.transaction((sql) => sql.query('select email, opt_in_confirmed from public.newsletter_subscriptions where email = $1', [email]));
  return rows;
}

describe('an insert of objects without keys', () => {
  it('inserts a row of defaults, which the NOT NULL columns refuse: {} into leads is 400 23502, nothing stored', async () => {
    const before = await count('leads');
    const response = await insert('leads', {});
    expect(response.status).toBe(400);
    expect(await codeOf(response)).toBe('23502');
    expect(await count('leads')).toBe(before);
  });

  it('does the same for an array of them', async () => {
    const response = await insert('leads', [{}, {}]);
    expect(response.status).toBe(400);
    expect(await codeOf(response)).toBe('23502');
  });

  it('meets the consent policy first on the newsletter, whose columns all have defaults but consent is false (401 42501)', async () => {
    const response = await insert('newsletter_subscriptions', {});
    expect(response.status).toBe(401);
    expect(await codeOf(response)).toBe('42501');
  });

  it('is still refused on the assessment tables, which visitors cannot insert into at all (401 42501)', async () => {
    for (const table of ['chief_of_staff_assessments', 'assessment_answers']) {
      const response = await insert(table, {});
      expect(response.status).toBe(401);
      expect(await codeOf(response)).toBe('42501');
    }
  });

  it('stores nothing and succeeds for an empty array or a JSON value that is no object, as PostgREST does (201)', async () => {
    const before = await count('leads');
    for (const body of [[], 5, 'texte', null]) expect((await insert('leads', body)).status).toBe(201);
    expect(await count('leads')).toBe(before);
  });
});

describe('Prefer: resolution (an upsert)', () => {
  it.each(['merge-duplicates', 'ignore-duplicates'])(
    'is not ignored: resolution=%s needs rights visitors do not have (401 42501), and the subscription is unchanged',
    async (resolution) => {
      const email = uniqueEmail();
      expect((await insert('newsletter_subscriptions', { email, opt_in_confirmed: true })).status).toBe(201);
      for (const query of ['', '?on_conflict=email']) {
        const response = await insert('newsletter_subscriptions', { email, opt_in_confirmed: true }, { ...anon, prefer: `resolution=${resolution}` }, query);
        expect(response.status).toBe(401);
        expect(await codeOf(response)).toBe('42501');
      }
      expect(await subscription(email)).toEqual([{ email, opt_in_confirmed: true }]);
    },
  );

  it('updates the row it conflicts with when the caller may (service_role, on_conflict=email)', async () => {
    const email = uniqueEmail();
    expect((await insert('newsletter_subscriptions', { email, opt_in_confirmed: true })).status).toBe(201);
    const merge = await insert(
      'newsletter_subscriptions',
      { email, opt_in_confirmed: false },
      { ...service, prefer: 'resolution=merge-duplicates' },
      '?on_conflict=email',
    );
    expect(merge.status).toBe(201);
    expect(await subscription(email)).toEqual([{ email, opt_in_confirmed: false }]);
    const ignore = await insert(
      'newsletter_subscriptions',
      { email, opt_in_confirmed: true },
      { ...service, prefer: 'resolution=ignore-duplicates' },
      '?on_conflict=email',
    );
    expect(ignore.status).toBe(201);
    expect(await subscription(email)).toEqual([{ email, opt_in_confirmed: false }]);
  });
});

describe('column names in a read', () => {
  // PostgreSQL resolves names while parsing, before it checks privileges, and PostgREST passes them through:
  // on the hosted project too, a column that does not exist answers 42703 and one that exists 42501.
  it.each([
    ['select', (column: string) => `select=${column}`],
    ['a filter', (column: string) => `${column}=eq.1`],
  ])('in %s: 42703 (400) for a column that does not exist, 42501 (401) for one anon may not read', async (_where, query) => {
    const unknown = await call(`/rest/v1/leads?${query('secret')}`, { headers: anon });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: '42703', message: 'column leads.secret does not exist' });
    const known = await call(`/rest/v1/leads?${query('email')}`, { headers: anon });
    expect(known.status).toBe(401);
    expect(await codeOf(known)).toBe('42501');
  });
});
