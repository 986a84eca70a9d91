// @vitest-environment jsdom
// What a visitor sees when a field holds only invisible characters, or an address the database refuses:
// the spec's messages, and nothing sent. The rules are text-rules.ts; this proves the three forms use them.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import JobDescriptionGenerator from '../../blocks/job-description-generator/JobDescriptionGenerator.tsx';
import { jobDescriptionGeneratorSchema } from '../../blocks/job-description-generator/schema.ts';
import Simulator from '../../blocks/simulator/Simulator.tsx';
import { simulatorSchema } from '../../blocks/simulator/schema.ts';
import { saveLead } from '../../blocks/job-description-generator/save-lead.ts';
import { submitAssessment } from '../../blocks/simulator/submit-assessment.ts';
import { subscribeToNewsletter } from '../../blocks/_shell/newsletter/subscribe.ts';
import { NewsletterForm } from '../../blocks/_shell/newsletter/NewsletterForm.tsx';
import { pageBlock } from './support/page-block.ts';
import { renderWithSite } from './support/render.tsx';

vi.mock('../../blocks/simulator/submit-assessment.ts', () => ({ submitAssessment: vi.fn() }));
vi.mock('../../blocks/job-description-generator/save-lead.ts', () => ({ saveLead: vi.fn() }));
vi.mock('../../blocks/job-description-generator/request-job-description.ts', () => ({ generateJobDescription: vi.fn() }));
vi.mock('../../engine/backend/session.ts', () => ({ trackSession: vi.fn(async () => {}) }));
vi.mock('../../blocks/_shell/newsletter/subscribe.ts', () => ({ subscribeToNewsletter: vi.fn() }));

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the simulator’s details step', () => {
  const props = pageBlock('simulateur-chief-of-staff', 'simulator', simulatorSchema);

  it('says each field of spaces, tabs or zero-width characters is required, and does not start', async () => {
    const user = userEvent.setup();
    renderWithSite(<Simulator {...props} />);
    await user.type(textbox(/Prénom/), '\u00a0');
    await user.type(textbox(/^Nom/), '\u200b');
    await user.type(textbox(/Entreprise/), '\u2060\ufeff');
    await user.type(textbox(/E-mail/), '\u200b');
    await user.click(screen.getByRole('button', { name: props.info.submitLabel }));
    for (const message of ['Le prénom est requis', 'Le nom est requis', "L'entreprise est requise", "L'email est requis"]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(submitAssessment).not.toHaveBeenCalled();
  });

  it('calls an address made of markup invalid', async () => {
    const user = userEvent.setup();
    renderWithSite(<Simulator {...props} />);
    await user.type(textbox(/Prénom/), 'Claire');
    await user.type(textbox(/^Nom/), 'Martin');
    await user.type(textbox(/Entreprise/), 'Atelier Nord');
    await user.type(textbox(/E-mail/), '<script>alert(1)</script>@x.fr');
    await user.click(screen.getByRole('button', { name: props.info.submitLabel }));
    expect(screen.getByText('Email invalide')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe('the job-description generator', () => {
  const props = pageBlock('fiche-poste-chief-of-staff', 'jobDescriptionGenerator', jobDescriptionGeneratorSchema);

  it('keeps its button disabled while the company name shows nothing', async () => {
    const user = userEvent.setup();
    renderWithSite(<JobDescriptionGenerator {...props} />);
    await user.type(textbox(/Nom de l'entreprise/), '\u200b');
    await user.selectOptions(screen.getByRole('combobox', { name: /Taille de l'entreprise/ }), '11 à 49 salariés');
    await user.type(textbox(/Secteur/), 'Industrie');
    await user.type(textbox(/E-mail/), 'dg@exemple.fr');
    const submit = screen.getByRole('button', { name: /Générer ma fiche de poste/ }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(textbox(/Nom de l'entreprise/), 'Acme');
    expect(submit.disabled).toBe(false);
    expect(saveLead).not.toHaveBeenCalled();
  });
});

describe('the newsletter form', () => {
  it('treats an e-mail of zero-width characters as missing: button disabled, Enter names what is missing', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <NewsletterForm
        title="La lettre"
        description="Chaque mois."
        emailLabel="Votre e-mail"
        emailPlaceholder="vous@exemple.fr"
        consentLabel="J'accepte"
        submitLabel="S'inscrire"
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: "J'accepte" }));
    await user.type(screen.getByLabelText('Votre e-mail'), '\u200b\u2060{Enter}');
    expect((screen.getByRole('button', { name: "S'inscrire" }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText("Veuillez remplir l'email et accepter de recevoir la newsletter.")).toBeTruthy();
    expect(subscribeToNewsletter).not.toHaveBeenCalled();
  });
});
