// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { handleGenerateJobDescription } from '../../../supabase/functions/_shared/generate-job-description/handler.ts';

const valid = {
  company_name: 'Maison Lefèvre & Cie',
  company_size: '11-49',
  sector: 'Retail',
  missions: '- Préparer le comité de direction\n- Piloter le lancement de la boutique en ligne',
  salary_range: '70 000 € – 90 000 €',
  email: 'Direction@Maison-Lefevre.fr',
};

async function generate(body: unknown) {
  const response = await handleGenerateJobDescription(
    new Request('http://local.test/functions/v1/generate-job-description', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  const html = await response.text();
  return { response, html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

function listItems(doc: Document, heading: string): string[] {
  const section = [...doc.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === heading);
  return [...(section?.querySelectorAll('li') ?? [])].map((li) => li.textContent ?? '');
}

describe('generate-job-description with valid input', () => {
  it('answers a complete French HTML document', async () => {
    const { response, html, doc } = await generate(valid);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(doc.documentElement.lang).toBe('fr');
    expect(doc.title).toBe('Fiche de poste – Chief of Staff – Maison Lefèvre & Cie');
    expect(doc.querySelector('h1')?.textContent).toBe('Chief of Staff');
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Contexte', 'Missions', 'Profil recherché', 'Conditions', 'Candidature']);
  });

  it('puts the company in context with the French size label and sector', async () => {
    const { doc } = await generate(valid);
    expect(doc.querySelector('.company')?.textContent).toBe('Maison Lefèvre & Cie');
    const facts = [...doc.querySelectorAll('dl.facts dd')].map((dd) => dd.textContent);
    expect(facts).toEqual(['11 à 49 salariés', 'Retail', 'Direction générale']);
  });

  it.each([
    ['0-10', '0 à 10 salariés'],
    ['11-49', '11 à 49 salariés'],
    ['50-100', '50 à 100 salariés'],
    ['101+', 'Plus de 100 salariés'],
  ])('labels the size %s as “%s”', async (company_size, label) => {
    const { doc } = await generate({ ...valid, company_size });
    expect(doc.querySelector('dl.facts dd')?.textContent).toBe(label);
  });

  it("lists the visitor's missions, then missions fitted to the size and the sector", async () => {
    const { doc } = await generate(valid);
    const missions = listItems(doc, 'Missions');
    expect(missions.slice(0, 2)).toEqual(['Préparer le comité de direction', 'Piloter le lancement de la boutique en ligne']);
    expect(missions.some((m) => m.includes('Quarter Plan'))).toBe(true); // 11-49: structuring growth
    expect(missions.some((m) => m.includes('points de vente'))).toBe(true); // retail
    const large = listItems((await generate({ ...valid, company_size: '101+', sector: 'Bancassurance', missions: '' })).doc, 'Missions');
    expect(large.some((m) => m.includes('gouvernance'))).toBe(true);
    expect(large.some((m) => m.includes('conformité'))).toBe(true);
  });

  it('names an unrecognised sector in a generic mission', async () => {
    const { doc } = await generate({ ...valid, sector: 'Apiculture' });
    expect(listItems(doc, 'Missions').some((m) => m.includes('«\u00a0Apiculture\u00a0»'))).toBe(true);
  });

  it('asks for at least 3 years with executives, and states the salary range when given', async () => {
    const { doc } = await generate(valid);
    expect(listItems(doc, 'Profil recherché')[0]).toMatch(/^Au moins 3\u00a0ans d’expérience auprès de dirigeants/);
    expect(listItems(doc, 'Conditions')).toContain('Rémunération\u00a0: 70 000 € – 90 000 €.');
    const without = await generate({ ...valid, salary_range: '' });
    expect(listItems(without.doc, 'Conditions')).toContain('Rémunération\u00a0: Selon profil et expérience.');
  });

  it('gives the lower-cased e-mail as the address to apply to', async () => {
    const { doc } = await generate(valid);
    const link = doc.querySelector('a[href^="mailto:"]');
    expect(link?.getAttribute('href')).toBe('mailto:direction@maison-lefevre.fr');
  });

  it('prints on A4', async () => {
    const { doc } = await generate(valid);
    const css = doc.querySelector('style')?.textContent ?? '';
    expect(css).toMatch(/@page\s*\{\s*size:\s*A4;\s*margin:[^;]+;\s*\}/);
    expect(css).toContain('@media print');
  });
});
