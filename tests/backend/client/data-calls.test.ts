// @vitest-environment jsdom
// The site's data calls through the real supabase-js client (loaded lazily, as in the browser) against the
// local backend over HTTP. jsdom provides what a browser would: localStorage for the session, WebSocket.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscribeToNewsletter } from '../../../blocks/_shell/newsletter/subscribe.ts';
import type { LeadInput } from '../../../blocks/job-description-generator/lead.ts';
import { generateJobDescription } from '../../../blocks/job-description-generator/request-job-description.ts';
import { saveLead } from '../../../blocks/job-description-generator/save-lead.ts';
import { submitAssessment, type AssessmentAnswer } from '../../../blocks/simulator/submit-assessment.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { sharedBackend } from '../support/backend.ts';
import { testClient } from '../support/clients.ts';
import { uniqueEmail } from '../support/tokens.ts';

const { backend } = sharedBackend({ forTheSite: true });
let serviceClient: SupabaseClient;

beforeAll(() => {
  serviceClient = testClient(backend().url, LOCAL_SERVICE_ROLE_KEY);
});

const service = () => serviceClient;

const answers = (value: number): AssessmentAnswer[] =>
  Array.from({ length: 16 }, (_, index) => ({
    questionId: `q${index + 1}`,
    questionText: `Question ${index + 1}`,
    questionCategory: 'Stratégie et vision',
    value,
  }));

const lead = (overrides: Partial<LeadInput> = {}): LeadInput => ({
  companyName: '  Atelier Nord ',
  companySize: '101+',
  sector: 'Médias',
  missions: '',
  salaryRange: '90 k€ – 110 k€',
  email: uniqueEmail('lead'),
  ...overrides,
});

describe('subscribeToNewsletter', () => {
  it('subscribes the trimmed, lower-cased address with consent, then reports the duplicate', async () => {
    const email = uniqueEmail();
    expect(await subscribeToNewsletter(`  ${email.toUpperCase()}  `)).toEqual({ status: 'success' });
    const { data } = await service().from('newsletter_subscriptions').select('email, opt_in_confirmed').eq('email', email);
    expect(data).toEqual([{ email, opt_in_confirmed: true }]);
    expect(await subscribeToNewsletter(email)).toEqual({ status: 'duplicate' });
  });

  it('reports any other failure as an error carrying the cause', async () => {
    const outcome = await subscribeToNewsletter('jean@localhost');
    expect(outcome.status).toBe('error');
    expect(outcome).toMatchObject({ error: { code: '23514' } });
  });
});

describe('submitAssessment', () => {
  it('stores the assessment and its answers and returns the new id', async () => {
    const email = uniqueEmail();
    const outcome = await submitAssessment({ firstName: 'Zoé', lastName: 'Roux', company: 'Roux', email, answers: answers(7) });
    expect(outcome.status).toBe('success');
    const id = outcome.status === 'success' ? outcome.id : '';
    const { data } = await service().from('chief_of_staff_assessments').select('id, final_score, needs_chief_of_staff').eq('email', email);
    expect(data).toEqual([{ id, final_score: 70, needs_chief_of_staff: true }]);
    const stored = await service().from('assessment_answers').select('answer_value').eq('assessment_id', id);
    expect(stored.data).toHaveLength(16);
  });

  it('reports a refusal with the server’s message', async () => {
    const outcome = await submitAssessment({ firstName: 'Zoé', lastName: 'Roux', company: 'Roux', email: uniqueEmail(), answers: answers(7).slice(1) });
    expect(outcome).toEqual({ status: 'error', message: 'answers must hold exactly one answer for each question q1 to q16' });
  });
});

describe('saveLead and generateJobDescription', () => {
  it('save the lead (optional fields empty become null) and generate its document', async () => {
    const input = lead();
    expect(await saveLead(input)).toEqual({ status: 'success' });
    const { data } = await service().from('leads').select('company_name, company_size, missions, salary_range').eq('email', input.email);
    expect(data).toEqual([{ company_name: 'Atelier Nord', company_size: '101+', missions: null, salary_range: '90 k€ – 110 k€' }]);
    const generated = await generateJobDescription(input);
    expect(generated.status).toBe('success');
    const html = generated.status === 'success' ? generated.html : '';
    expect(html).toContain('<title>Fiche de poste – Chief of Staff – Atelier Nord</title>');
    expect(html).toContain('Plus de 100 salariés');
  });

  it('report failures with a message the notices can show', async () => {
    expect(await saveLead(lead({ email: 'pas-une-adresse' }))).toMatchObject({ status: 'error', message: expect.stringContaining('email_address') });
    expect(await generateJobDescription(lead({ sector: '  ' }))).toEqual({
      status: 'error',
      message: 'Le champ «\u00a0Secteur d’activité\u00a0» (sector) est obligatoire.',
    });
  });
});
