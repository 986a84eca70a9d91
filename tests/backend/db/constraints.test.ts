import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { sharedBackend } from '../support/backend.ts';
import { testClient } from '../support/clients.ts';
import { uniqueEmail } from '../support/tokens.ts';

const { backend } = sharedBackend();
let anon: SupabaseClient;
// Visitors reach the assessment tables only through submit_assessment(); their constraints are proven with
// direct inserts by service_role, which holds INSERT and is not limited by row-level security.
let service: SupabaseClient;
let assessmentId: string;

const validAssessment = () => ({
  first_name: 'Louis',
  last_name: 'Martin',
  company: 'Martin & Fils',
  email: uniqueEmail(),
  final_score: 49,
  needs_chief_of_staff: false,
});
const validAnswer = () => ({
  assessment_id: assessmentId,
  question_id: 'q1',
  question_text: 'Je manque de temps pour les sujets stratégiques.',
  question_category: 'Gestion du temps & des priorités',
  answer_value: 7,
});
const validLead = () => ({ company_name: 'Nova', company_size: '50-100', sector: 'Industrie', email: uniqueEmail() });

beforeAll(async () => {
  anon = testClient(backend().url, LOCAL_ANON_KEY);
  service = testClient(backend().url, LOCAL_SERVICE_ROLE_KEY);
  const created = await service.from('chief_of_staff_assessments').insert(validAssessment()).select('id').single();
  assessmentId = (created.data as { id: string }).id;
});

async function codeOf(table: string, row: Record<string, unknown>, client = anon): Promise<string | undefined> {
  const { error } = await client.from(table).insert(row);
  return error?.code;
}

describe('newsletter_subscriptions', () => {
  it('takes one subscription per e-mail: the second raises 23505 (HTTP 409)', async () => {
    const email = uniqueEmail();
    expect(await codeOf('newsletter_subscriptions', { email, opt_in_confirmed: true })).toBeUndefined();
    const again = await anon.from('newsletter_subscriptions').insert({ email, opt_in_confirmed: true });
    expect(again.error?.code).toBe('23505');
    expect(again.status).toBe(409);
  });

  it('stores an address trimmed and lower-cased, so a case variant of it is a duplicate (23505)', async () => {
    const email = uniqueEmail();
    const typed = ` \u00a0${email.replace(/^./, (first) => first.toUpperCase()).replace('@exemple', '@Exemple')}\t`;
    expect(typed.trim()).not.toBe(email);
    expect(await codeOf('newsletter_subscriptions', { email: typed, opt_in_confirmed: true })).toBeUndefined();
    const { data } = await service.from('newsletter_subscriptions').select('email').eq('email', email);
    expect(data).toEqual([{ email }]);
    expect(await codeOf('newsletter_subscriptions', { email: email.toUpperCase(), opt_in_confirmed: true })).toBe('23505');
  });

  it.each([
    ['no @', 'jeanne.exemple.fr', '23514'],
    ['no domain dot', 'jeanne@exemple', '23514'],
    ['inner space', 'jean ne@exemple.fr', '23514'],
    ['over 254 characters', `${'a'.repeat(250)}@exemple.fr`, '23514'],
    ['an inner no-break space', 'jean\u00a0ne@exemple.fr', '23514'],
    ['a zero-width space', 'jeanne\u200b@exemple.fr', '23514'],
    ['a right-to-left override', 'jeanne\u202e@exemple.fr', '23514'],
    ['a control character', 'jeanne\u0007@exemple.fr', '23514'],
    ['markup', '<script>alert(1)</script>@x.fr', '23514'],
    ['a double quote', '"jeanne"@exemple.fr', '23514'],
    ['missing', null, '23502'],
  ])('refuses an e-mail with %s (%s)', async (_case, email, code) => {
    expect(await codeOf('newsletter_subscriptions', { email, opt_in_confirmed: true })).toBe(code);
  });

  it.each(['jeanne.dupont+lettre@exemple.fr', 'élodie@exemple.fr', "o'brien@exemple.fr", 'jeanne@mail.exemple.co.uk'])(
    'accepts the address %s',
    async (local) => {
      const email = local.replace('@', `-${crypto.randomUUID()}@`);
      expect(await codeOf('newsletter_subscriptions', { email, opt_in_confirmed: true })).toBeUndefined();
    },
  );

  it('refuses a subscription without consent (the insert policy asks for it)', async () => {
    expect(await codeOf('newsletter_subscriptions', { email: uniqueEmail(), opt_in_confirmed: false })).toBe('42501');
  });
});

describe('chief_of_staff_assessments', () => {
  it.each([
    ['a score above 100', { final_score: 101, needs_chief_of_staff: true }, '23514'],
    ['a negative score', { final_score: -1, needs_chief_of_staff: false }, '23514'],
    ['a verdict contradicting the score', { final_score: 50, needs_chief_of_staff: false }, '23514'],
    ['a non-integer score', { final_score: 'beaucoup' }, '22P02'],
    ['a blank first name', { first_name: '   ' }, '23514'],
    ['no last name', { last_name: null }, '23502'],
    ['no company', { company: null }, '23502'],
    ['a user id that is no uuid', { user_id: 'moi' }, '22P02'],
  ])('refuses %s', async (_case, change, code) => {
    expect(await codeOf('chief_of_staff_assessments', { ...validAssessment(), ...change }, service)).toBe(code);
  });
});

describe('assessment_answers', () => {
  it.each([
    ['an answer of 0', { answer_value: 0 }, '23514'],
    ['an answer of 11', { answer_value: 11 }, '23514'],
    ['a decimal answer', { answer_value: 5.5 }, '22P02'],
    ['question q17', { question_id: 'q17' }, '23514'],
    ['question q0', { question_id: 'q0' }, '23514'],
    ['an empty question text', { question_text: '' }, '23514'],
    ['no category', { question_category: null }, '23502'],
    ['an assessment that does not exist', { assessment_id: crypto.randomUUID() }, '23503'],
  ])('refuses %s', async (_case, change, code) => {
    expect(await codeOf('assessment_answers', { ...validAnswer(), ...change }, service)).toBe(code);
  });

  it('takes one answer per question of an assessment', async () => {
    const answer = { ...validAnswer(), question_id: 'q9' };
    expect(await codeOf('assessment_answers', answer, service)).toBeUndefined();
    expect(await codeOf('assessment_answers', answer, service)).toBe('23505');
  });

  it('goes when its assessment is deleted (on delete cascade)', async () => {
    const parent = await service.from('chief_of_staff_assessments').insert(validAssessment()).select('id').single();
    const id = (parent.data as { id: string }).id;
    expect(await codeOf('assessment_answers', { ...validAnswer(), assessment_id: id }, service)).toBeUndefined();
    const db = await backend().database;
    await db.transaction((sql) => sql.query('delete from public.chief_of_staff_assessments where id = $1', [id]));
    const { rows } = await db.transaction((sql) => sql.query('select 1 from public.assessment_answers where assessment_id = $1', [id]));
    expect(rows).toEqual([]);
  });
});

// Text with nothing visible in it: what btrim() missed before 20261123090100_visible_text_checks.sql.
const BLANKS = ['\u00a0', '\t', '\u200b', '\u202e', '\u2060', '\ufeff', '\u3164', ' \u00a0\t\u200b\u200f '];

describe('text that must show something', () => {
  it.each([
    ['chief_of_staff_assessments', 'first_name', validAssessment, 'service'],
    ['chief_of_staff_assessments', 'last_name', validAssessment, 'service'],
    ['chief_of_staff_assessments', 'company', validAssessment, 'service'],
    ['assessment_answers', 'question_text', validAnswer, 'service'],
    ['assessment_answers', 'question_category', validAnswer, 'service'],
    ['leads', 'company_name', validLead, 'anon'],
    ['leads', 'sector', validLead, 'anon'],
  ] as const)('refuses %s.%s made of spaces, tabs, zero-width or format characters only (23514)', async (table, column, valid, who) => {
    const client = who === 'anon' ? anon : service;
    const codes = [];
    for (const blank of BLANKS) codes.push(await codeOf(table, { ...valid(), [column]: blank }, client));
    expect(codes).toEqual(BLANKS.map(() => '23514'));
  });

  it('accepts a name with visible characters around invisible ones, as typed', async () => {
    expect(await codeOf('chief_of_staff_assessments', { ...validAssessment(), first_name: '\u00a0Zoé\u200b' }, service)).toBeUndefined();
  });
});

describe('leads', () => {
  it.each(['0-10', '11-49', '50-100', '101+'])('accepts the company size %s', async (company_size) => {
    expect(await codeOf('leads', { ...validLead(), company_size })).toBeUndefined();
  });

  it.each([
    ['an unknown company size', { company_size: '100-200' }, '23514'],
    ['no company size', { company_size: null }, '23502'],
    ['a blank company name', { company_name: ' ' }, '23514'],
    ['no sector', { sector: null }, '23502'],
    ['missions over 4000 characters', { missions: 'm'.repeat(4001) }, '23514'],
    ['an invalid e-mail', { email: 'pas-un-email' }, '23514'],
    ['a column that does not exist', { budget: 1000 }, 'PGRST204'],
  ])('refuses %s', async (_case, change, code) => {
    expect(await codeOf('leads', { ...validLead(), ...change })).toBe(code);
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['newsletter_subscriptions', () => ({ opt_in_confirmed: true }), 'anon'],
    ['leads', validLead, 'anon'],
    ['chief_of_staff_assessments', validAssessment, 'service'],
  ] as const)('are stored trimmed and lower-cased in %s, however the request wrote them', async (table, valid, who) => {
    const email = uniqueEmail();
    const typed = `\u00a0${email.toUpperCase()} `;
    expect(await codeOf(table, { ...valid(), email: typed }, who === 'anon' ? anon : service)).toBeUndefined();
    const { data } = await service.from(table).select('email').eq('email', email);
    expect(data).toEqual([{ email }]);
  });

  it('stay normalised when a row is updated (only an administrator can)', async () => {
    const email = uniqueEmail();
    expect(await codeOf('leads', { ...validLead(), email })).toBeUndefined();
    const moved = uniqueEmail();
    const db = await backend().database;
    await db.transaction((sql) => sql.query('update public.leads set email = $1 where email = $2', [` ${moved.toUpperCase()}`, email]));
    const { data } = await service.from('leads').select('email').eq('email', moved);
    expect(data).toEqual([{ email: moved }]);
  });
});
