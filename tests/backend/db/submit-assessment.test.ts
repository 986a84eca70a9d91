import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { answersSummingTo, answersWithValues } from '../support/answers.ts';
import { sharedBackend } from '../support/backend.ts';
import { testClient } from '../support/clients.ts';
import { uniqueEmail, userAccessToken } from '../support/tokens.ts';

const { backend } = sharedBackend();
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(() => {
  anon = testClient(backend().url, LOCAL_ANON_KEY);
  service = testClient(backend().url, LOCAL_SERVICE_ROLE_KEY);
});

const visitor = (email = uniqueEmail()) => ({ first_name: 'Inès', last_name: 'Bernard', company: 'Bernard Conseil', email });

async function stored(email: string) {
  const assessments = await service
    .from('chief_of_staff_assessments')
    .select('id, first_name, email, final_score, needs_chief_of_staff, user_id')
    .eq('email', email);
  const ids = (assessments.data ?? []).map((row: { id: string }) => row.id);
  const answers =
    ids.length === 0 ? [] : ((await service.from('assessment_answers').select('question_id, answer_value').eq('assessment_id', ids[0])).data ?? []);
  return { assessments: assessments.data ?? [], answers };
}

describe('submit_assessment', () => {
  it('stores the assessment with its 16 answers and returns its id: all 5s score 50, a Chief of Staff is needed', async () => {
    const email = uniqueEmail();
    const { data, error } = await anon.rpc('submit_assessment', { ...visitor(email), answers: answersWithValues(Array(16).fill(5)) });
    expect(error).toBeNull();
    const { assessments, answers } = await stored(email);
    expect(assessments).toEqual([{ id: data, first_name: 'Inès', email, final_score: 50, needs_chief_of_staff: true, user_id: null }]);
    expect(answers).toHaveLength(16);
    expect(new Set(answers.map((answer: { question_id: string }) => answer.question_id)).size).toBe(16);
  });

  it.each([
    [78, 49, false],
    [79, 49, false],
    [80, 50, true],
    [16, 10, false],
    [160, 100, true],
  ])('turns answers summing to %i into a score of %i (needed: %s)', async (total, score, needed) => {
    const email = uniqueEmail();
    const { error } = await anon.rpc('submit_assessment', { ...visitor(email), answers: answersSummingTo(total) });
    expect(error).toBeNull();
    expect((await stored(email)).assessments).toMatchObject([{ final_score: score, needs_chief_of_staff: needed }]);
  });

  it('has no way to take a score from the client: unknown arguments find no function', async () => {
    const { error, status } = await anon.rpc('submit_assessment', {
      ...visitor(),
      answers: answersWithValues(Array(16).fill(1)),
      final_score: 100,
    });
    expect(error?.code).toBe('PGRST202');
    expect(status).toBe(404);
  });

  it('trims and lower-cases what the visitor typed', async () => {
    const email = uniqueEmail();
    const { error } = await anon.rpc('submit_assessment', {
      ...visitor(`  ${email.toUpperCase()} `),
      first_name: '  Inès ',
      answers: answersWithValues(Array(16).fill(10)),
    });
    expect(error).toBeNull();
    expect((await stored(email)).assessments).toMatchObject([{ first_name: 'Inès', email }]);
  });

  const broken: Array<[string, unknown]> = [
    ['15 answers', answersWithValues(Array(15).fill(5))],
    ['17 answers', [...answersWithValues(Array(16).fill(5)), { ...answersWithValues([5])[0], question_id: 'q1' }]],
    ['a question answered twice', answersWithValues(Array(16).fill(5)).map((a, i) => (i === 15 ? { ...a, question_id: 'q1' } : a))],
    ['an answer of 11', answersWithValues([...Array(15).fill(5), 11])],
    ['an answer of 0', answersWithValues([0, ...Array(15).fill(5)])],
    ['a decimal answer', answersWithValues([5.5, ...Array(15).fill(5)])],
    ['an answer given as text', answersWithValues(Array(16).fill(5)).map((a, i) => (i === 3 ? { ...a, answer_value: '5' } : a))],
    ['question q17', answersWithValues(Array(16).fill(5)).map((a, i) => (i === 0 ? { ...a, question_id: 'q17' } : a))],
    ['an answer without its text', answersWithValues(Array(16).fill(5)).map((a, i) => (i === 2 ? { ...a, question_text: null } : a))],
    ['answers that are not an array', { q1: 5 }],
    ['no answers at all', null],
  ];
  it.each(broken)('refuses %s with a 400 and stores nothing', async (_case, answers) => {
    const email = uniqueEmail();
    const { error, status } = await anon.rpc('submit_assessment', { ...visitor(email), answers });
    expect(error?.code).toBe('P0001');
    expect(status).toBe(400);
    expect((await stored(email)).assessments).toEqual([]);
  });

  it('stores nothing when the answers fail after the assessment row was inserted: never an assessment without answers', async () => {
    const email = uniqueEmail();
    const answers = answersWithValues(Array(16).fill(6)).map((a, i) => (i === 15 ? { ...a, question_text: 'x'.repeat(501) } : a));
    const { error } = await anon.rpc('submit_assessment', { ...visitor(email), answers });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('assessment_answers_question_text_present');
    expect((await stored(email)).assessments).toEqual([]);
  });

  it('refuses an invalid e-mail with the table constraint', async () => {
    const { error } = await anon.rpc('submit_assessment', { ...visitor('pas-une-adresse'), answers: answersSummingTo(80) });
    expect(error?.code).toBe('23514');
  });

  it.each([
    ['a first name of a no-break space', { first_name: '\u00a0' }],
    ['a last name of a tab', { last_name: '\t' }],
    ['a company of a zero-width space', { company: '\u200b' }],
    ['an e-mail made of markup', { email: '<script>alert(1)</script>@x.fr' }],
    ['an e-mail with a bidirectional override', { email: 'ines\u202e@exemple.fr' }],
  ])('refuses %s (23514) and stores nothing', async (_case, change) => {
    const details = { ...visitor(), ...change };
    const { error, status } = await anon.rpc('submit_assessment', { ...details, answers: answersSummingTo(80) });
    expect(error?.code).toBe('23514');
    expect(status).toBe(400);
    expect((await stored(details.email)).assessments).toEqual([]);
  });

  it("takes user_id from the caller's JWT, never from the arguments", async () => {
    const userId = crypto.randomUUID();
    const db = await backend().database;
    await db.transaction((sql) => sql.query('insert into auth.users (id, email) values ($1, $2)', [userId, 'camille@exemple.fr']));
    const email = uniqueEmail();
    const signedIn = testClient(backend().url, LOCAL_ANON_KEY, userAccessToken(userId));
    const { error } = await signedIn.rpc('submit_assessment', { ...visitor(email), answers: answersSummingTo(100) });
    expect(error).toBeNull();
    expect((await stored(email)).assessments).toMatchObject([{ user_id: userId }]);
    const spoof = await anon.rpc('submit_assessment', { ...visitor(), answers: answersSummingTo(100), user_id: userId });
    expect(spoof.error?.code).toBe('PGRST202');
  });

  it('is not callable by service_role, which has no business submitting visitors’ answers', async () => {
    const { error, status } = await service.rpc('submit_assessment', { ...visitor(), answers: answersSummingTo(100) });
    expect(error?.code).toBe('42501');
    expect(status).toBe(403);
  });
});
