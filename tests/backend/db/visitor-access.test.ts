import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { answersWithValues } from '../support/answers.ts';
import { sharedBackend } from '../support/backend.ts';
import { testClient } from '../support/clients.ts';
import { uniqueEmail, userAccessToken } from '../support/tokens.ts';

const { backend } = sharedBackend();
let anon: SupabaseClient;
let signedIn: SupabaseClient;
let service: SupabaseClient;

beforeAll(() => {
  anon = testClient(backend().url, LOCAL_ANON_KEY);
  signedIn = testClient(backend().url, LOCAL_ANON_KEY, userAccessToken(crypto.randomUUID()));
  service = testClient(backend().url, LOCAL_SERVICE_ROLE_KEY);
});

const visitor = (email: string) => ({ first_name: 'Camille', last_name: 'Durand', company: 'Atelier Durand', email });

describe('a visitor with the anon key', () => {
  it('subscribes to the newsletter, and service_role reads the subscription back', async () => {
    const email = uniqueEmail();
    expect((await anon.from('newsletter_subscriptions').insert({ email, opt_in_confirmed: true })).error).toBeNull();
    const { data } = await service.from('newsletter_subscriptions').select('email, opt_in_confirmed').eq('email', email);
    expect(data).toEqual([{ email, opt_in_confirmed: true }]);
  });

  it('stores an assessment with its answers through submit_assessment, the one way in (spec calls 2 and 3)', async () => {
    const email = uniqueEmail();
    const { data: id, error } = await anon.rpc('submit_assessment', { ...visitor(email), answers: answersWithValues(Array(16).fill(5)) });
    expect(error).toBeNull();
    const stored = await service.from('chief_of_staff_assessments').select('id, company, final_score').eq('email', email);
    expect(stored.data).toEqual([{ id, company: 'Atelier Durand', final_score: 50 }]);
    const answers = await service.from('assessment_answers').select('question_id').eq('assessment_id', id);
    expect(answers.data).toHaveLength(16);
  });

  it('cannot insert an assessment directly, with a score of its choosing: 42501 (401 anonymous, 403 signed in), nothing stored', async () => {
    for (const client of [anon, signedIn]) {
      const email = uniqueEmail();
      const { error, status } = await client.from('chief_of_staff_assessments').insert({ ...visitor(email), final_score: 99, needs_chief_of_staff: true });
      expect(error?.code).toBe('42501');
      expect(status).toBe(client === anon ? 401 : 403);
      expect((await service.from('chief_of_staff_assessments').select('id').eq('email', email)).data).toEqual([]);
    }
  });

  it('cannot add answers to an assessment directly: 42501 (401 anonymous, 403 signed in), nothing stored', async () => {
    const { data: id } = await anon.rpc('submit_assessment', { ...visitor(uniqueEmail()), answers: answersWithValues(Array(16).fill(5)) });
    const extra = { ...answersWithValues([10])[0], assessment_id: id, question_id: 'q1' };
    const before = await service.from('assessment_answers').select('id').eq('assessment_id', id);
    for (const client of [anon, signedIn]) {
      const { error, status } = await client.from('assessment_answers').insert(extra);
      expect(error?.code).toBe('42501');
      expect(status).toBe(client === anon ? 401 : 403);
    }
    const after = await service.from('assessment_answers').select('id').eq('assessment_id', id);
    expect(after.data).toHaveLength(16);
    expect(after.data).toEqual(before.data);
  });

  it('leaves a lead, missions and salary range being optional', async () => {
    const email = uniqueEmail('lead');
    const { error } = await anon
      .from('leads')
      .insert({ company_name: 'Maison Lumière', company_size: '11-49', sector: 'Retail', missions: null, salary_range: null, email });
    expect(error).toBeNull();
    const { data } = await service.from('leads').select('company_name, company_size, missions').eq('email', email);
    expect(data).toEqual([{ company_name: 'Maison Lumière', company_size: '11-49', missions: null }]);
  });

  it.each(['newsletter_subscriptions', 'chief_of_staff_assessments', 'assessment_answers', 'leads'])('reads no row of %s, signed in or not', async (table) => {
    for (const client of [anon, signedIn]) {
      const { data, error, status } = await client.from(table).select('*');
      // Visitors have no SELECT privilege at all, so PostgREST answers 42501 (401 for anon, 403 signed in).
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
      expect(status).toBe(client === anon ? 401 : 403);
    }
    const all = await service.from(table).select('id');
    expect(all.error).toBeNull();
    expect(all.data?.length).toBeGreaterThan(0);
  });

  it('cannot ask for the inserted row back (return=representation needs SELECT)', async () => {
    const { data, error } = await anon.from('newsletter_subscriptions').insert({ email: uniqueEmail(), opt_in_confirmed: true }).select('id');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('cannot choose the id or the creation date of a row', async () => {
    const forged = await anon.from('leads').insert({ id: crypto.randomUUID(), company_name: 'X', company_size: '0-10', sector: 'Tech', email: uniqueEmail() });
    expect(forged.error?.code).toBe('42501');
    const backdated = await anon.from('newsletter_subscriptions').insert({ email: uniqueEmail(), opt_in_confirmed: true, created_at: '2000-01-01T00:00:00Z' });
    expect(backdated.error?.code).toBe('42501');
  });
});
