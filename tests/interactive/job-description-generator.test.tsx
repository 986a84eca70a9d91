// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import JobDescriptionGenerator from '../../blocks/job-description-generator/JobDescriptionGenerator.tsx';
import { jobDescriptionGeneratorSchema } from '../../blocks/job-description-generator/schema.ts';
import { generateJobDescription } from '../../blocks/job-description-generator/request-job-description.ts';
import { saveLead } from '../../blocks/job-description-generator/save-lead.ts';
import { pageBlock } from './support/page-block.ts';
import { renderWithSite } from './support/render.tsx';

vi.mock('../../blocks/job-description-generator/save-lead.ts', () => ({ saveLead: vi.fn() }));
vi.mock('../../blocks/job-description-generator/request-job-description.ts', () => ({ generateJobDescription: vi.fn() }));
const lead = vi.mocked(saveLead);
const generate = vi.mocked(generateJobDescription);

const props = pageBlock('fiche-poste-chief-of-staff', 'jobDescriptionGenerator', jobDescriptionGeneratorSchema);

const downloads: { name: string; blob: Blob }[] = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  lead.mockReset();
  generate.mockReset();
  downloads.length = 0;
  let count = 0;
  // jsdom has no object URLs and does not download: record what the anchor would have saved.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${++count}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const submitButton = () => screen.getByRole('button', { name: /Générer ma fiche de poste|Génération en cours/ }) as HTMLButtonElement;
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const sizeSelect = () => screen.getByRole('combobox', { name: /Taille de l'entreprise/ }) as HTMLSelectElement;

async function fill(user: ReturnType<typeof userEvent.setup>, company = 'Société Générale') {
  await user.type(field(/Nom de l'entreprise/), company);
  await user.selectOptions(sizeSelect(), '11 à 49 salariés');
  await user.type(field(/Secteur/), 'Industrie');
  await user.type(field(/E-mail/), 'dg@exemple.fr');
}

describe('JobDescriptionGenerator', () => {
  it('offers exactly the four company sizes, none with an empty value; the placeholder cannot be chosen', () => {
    renderWithSite(<JobDescriptionGenerator {...props} />);
    const options = [...sizeSelect().options];
    const choosable = options.filter((option) => !option.disabled);
    expect(choosable.map((option) => option.textContent)).toEqual(['0 à 10 salariés', '11 à 49 salariés', '50 à 100 salariés', 'Plus de 100 salariés']);
    expect(choosable.map((option) => option.value)).toEqual(['0-10', '11-49', '50-100', '101+']);
    // Shown until a size is chosen, never selectable again.
    const placeholder = options.filter((option) => option.disabled);
    expect(placeholder.map((option) => [option.textContent, option.hidden])).toEqual([['Sélectionnez une taille', true]]);
    expect(sizeSelect().value).toBe('');
  });

  it('keeps submit disabled until the four required fields are filled; missions and salary are optional', async () => {
    const user = userEvent.setup();
    renderWithSite(<JobDescriptionGenerator {...props} />);
    expect(field(/Secteur/).placeholder).toBe('Tech, Industrie, Services...');
    expect(field(/rémunération/).placeholder).toMatch(/^\d{2}\s000\s€ – \d{2}\s000\s€$/);
    expect(submitButton().disabled).toBe(true);
    await user.type(field(/Nom de l'entreprise/), 'Acme');
    await user.type(field(/Secteur/), 'Tech');
    await user.type(field(/E-mail/), 'dg@acme.fr');
    expect(submitButton().disabled).toBe(true);
    await user.selectOptions(sizeSelect(), 'Plus de 100 salariés');
    expect(submitButton().disabled).toBe(false);
  });

  it('refuses an address that is not one, without calling the backend', async () => {
    const user = userEvent.setup();
    renderWithSite(<JobDescriptionGenerator {...props} />);
    await fill(user);
    await user.clear(field(/E-mail/));
    await user.type(field(/E-mail/), 'dg@exemple');
    await user.click(submitButton());
    expect(screen.getByText(props.invalidEmail)).toBeTruthy();
    expect(document.activeElement).toBe(field(/E-mail/));
    expect(lead).not.toHaveBeenCalled();
  });

  it('saves the lead, then downloads the generated document under the sanitised name, and empties the form', async () => {
    let finish!: (value: { status: 'success'; html: string }) => void;
    lead.mockResolvedValue({ status: 'success' });
    generate.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithSite(<JobDescriptionGenerator {...props} />);
    await fill(user);
    await user.type(screen.getByRole('textbox', { name: /Missions/ }), 'Piloter la levée de fonds');
    await user.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toContain('Génération en cours...'));
    expect(submitButton().disabled).toBe(true);
    const input = {
      companyName: 'Société Générale',
      companySize: '11-49',
      sector: 'Industrie',
      missions: 'Piloter la levée de fonds',
      salaryRange: '',
      email: 'dg@exemple.fr',
    };
    expect(lead).toHaveBeenCalledWith(input);
    expect(generate).toHaveBeenCalledWith(input);

    finish({ status: 'success', html: '<!DOCTYPE html><title>Fiche</title>' });
    expect(await screen.findByText('Fiche de poste générée !')).toBeTruthy();
    expect(screen.getByText(/fiche de poste personnalisée a été téléchargée.*navigateur.*PDF/)).toBeTruthy();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe('Fiche_Poste_Chief_of_Staff_Soci_t__G_n_rale.html');
    expect(await downloads[0]!.blob.text()).toBe('<!DOCTYPE html><title>Fiche</title>');
    expect(downloads[0]!.blob.type).toBe('text/html;charset=utf-8');
    // The notice (the toaster's own root) and the emptied form are two renders: on a busy machine the notice came first.
    await waitFor(() => expect(field(/Nom de l'entreprise/).value).toBe(''));
    expect(field(/E-mail/).value).toBe('');
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().textContent).toContain('Générer ma fiche de poste');
  });

  it('says the details were saved when only the generation fails, with the error message', async () => {
    lead.mockResolvedValue({ status: 'success' });
    generate.mockResolvedValue({ status: 'error', message: 'Délai dépassé' });
    const user = userEvent.setup();
    renderWithSite(<JobDescriptionGenerator {...props} />);
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText('Informations enregistrées')).toBeTruthy();
    expect(screen.getByText(/ont bien été enregistrées.*Erreur PDF: Délai dépassé$/)).toBeTruthy();
    expect(downloads).toHaveLength(0);
    await waitFor(() => expect(field(/Nom de l'entreprise/).value).toBe(''));
  });

  it('falls back to "Erreur inconnue" when the generation error has no message', async () => {
    lead.mockResolvedValue({ status: 'success' });
    generate.mockResolvedValue({ status: 'error' });
    const user = userEvent.setup();
    renderWithSite(<JobDescriptionGenerator {...props} />);
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText(/Erreur PDF: Erreur inconnue$/)).toBeTruthy();
  });

  it('reports a lead insert error as "Erreur", logs it, and does not generate', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    lead.mockResolvedValue({ status: 'error', message: 'new row violates check constraint' });
    const user = userEvent.setup();
    renderWithSite(<JobDescriptionGenerator {...props} />);
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText('Une erreur est survenue: new row violates check constraint. Veuillez réessayer.')).toBeTruthy();
    expect(screen.getByText('Erreur')).toBeTruthy();
    expect(generate).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
    await waitFor(() => expect(field(/Nom de l'entreprise/).value).toBe(''));
  });

  it('reports anything thrown the same way, with "Erreur inconnue" when there is no message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    lead.mockRejectedValue(new Error(''));
    const user = userEvent.setup();
    renderWithSite(<JobDescriptionGenerator {...props} />);
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText('Une erreur est survenue: Erreur inconnue. Veuillez réessayer.')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });
});
