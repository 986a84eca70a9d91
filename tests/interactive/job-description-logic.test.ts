import { describe, expect, it } from 'vitest';
import { emptyValues, hasRequiredFields, hasValidEmail, jobDescriptionFileName } from '../../blocks/job-description-generator/logic.ts';

describe('jobDescriptionFileName', () => {
  it('keeps ASCII letters and digits', () => {
    expect(jobDescriptionFileName('Acme42')).toBe('Fiche_Poste_Chief_of_Staff_Acme42.html');
  });

  it('replaces each other character, spaces and accents included, by one underscore', () => {
    expect(jobDescriptionFileName('Société Générale & Co.')).toBe('Fiche_Poste_Chief_of_Staff_Soci_t__G_n_rale___Co_.html');
    expect(jobDescriptionFileName('Ça coûte 1€')).toBe('Fiche_Poste_Chief_of_Staff__a_co_te_1_.html');
  });

  it('counts an emoji as one character', () => {
    expect(jobDescriptionFileName('A🚀B')).toBe('Fiche_Poste_Chief_of_Staff_A_B.html');
  });

  it('leaves nothing of a markup or path payload that a file system or a page could interpret', () => {
    const name = jobDescriptionFileName('<img src=x onerror=alert(1)>/../"evil".js');
    expect(name).toBe('Fiche_Poste_Chief_of_Staff__img_src_x_onerror_alert_1_______evil__js.html');
    expect(name).toMatch(/^[A-Za-z0-9_]+\.html$/);
  });
});

describe('hasRequiredFields', () => {
  const complete = { ...emptyValues, companyName: 'Acme', companySize: '11-49' as const, sector: 'Tech', email: 'dg@acme.fr' };

  it('needs company name, size, sector and e-mail; missions and salary are optional', () => {
    expect(hasRequiredFields(complete)).toBe(true);
    for (const field of ['companyName', 'companySize', 'sector', 'email'] as const) {
      expect(hasRequiredFields({ ...complete, [field]: '' })).toBe(false);
    }
    expect(hasRequiredFields({ ...complete, companyName: '   ' })).toBe(false);
  });

  it('counts a field with nothing visible in it as empty', () => {
    expect(hasRequiredFields({ ...complete, companyName: '\u200b' })).toBe(false);
    expect(hasRequiredFields({ ...complete, sector: '\u00a0\t' })).toBe(false);
    expect(hasRequiredFields({ ...complete, email: '\ufeff' })).toBe(false);
  });

  it('checks the e-mail format separately', () => {
    expect(hasValidEmail(complete)).toBe(true);
    expect(hasValidEmail({ ...complete, email: 'dg@acme' })).toBe(false);
    expect(hasValidEmail({ ...complete, email: '<script>alert(1)</script>@x.fr' })).toBe(false);
    expect(hasValidEmail({ ...complete, email: 'dg\u202e@acme.fr' })).toBe(false);
  });
});
