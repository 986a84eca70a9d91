// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CaseStudies from '../../blocks/case-studies/CaseStudies.tsx';
import { caseStudiesSchema } from '../../blocks/case-studies/schema.ts';
import { ratingStrength } from '../../blocks/strategic-matrix/logic.ts';
import { strategicMatrixSchema } from '../../blocks/strategic-matrix/schema.ts';
import StrategicMatrix from '../../blocks/strategic-matrix/StrategicMatrix.tsx';
import { toggleSelection } from '../../blocks/_interactive/selection.ts';
import { pageBlock } from './support/page-block.ts';
import { renderWithSite } from './support/render.tsx';

const media = pageBlock('medias', 'strategicMatrix', strategicMatrixSchema);
const bank = pageBlock('bancassurance', 'strategicMatrix', strategicMatrixSchema);

const card = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });
const panel = (tab = 'Risques') => screen.getByRole('tabpanel', { name: tab });
// Closed cards keep their content in the page, hidden: only what is not inside [hidden] is shown.
const shown = (text: string) => screen.queryAllByText(text).filter((element) => !element.closest('[hidden]'));

describe('toggleSelection', () => {
  it('opens a card, switches to another, and closes the open one when chosen again', () => {
    expect(toggleSelection(null, 'a')).toBe('a');
    expect(toggleSelection('a', 'b')).toBe('b');
    expect(toggleSelection('b', 'b')).toBeNull();
  });
});

describe('ratingStrength', () => {
  it('ranks each scale from its weakest to its strongest value', () => {
    expect(ratingStrength('impact', 'Très élevé')).toBe(1);
    expect(ratingStrength('impact', 'Élevé')).toBe(0.5);
    expect(ratingStrength('probability', 'Certaine')).toBe(1);
    expect(ratingStrength('probability', 'Moyenne')).toBe(0);
    expect(ratingStrength('feasibility', 'Élevée')).toBe(1);
  });
});

describe('the matrices content', () => {
  it('rates the media risks and opportunities as the spec does', () => {
    expect(media.matrix.risks.map(({ title, impact, probability }) => [title, impact, probability])).toEqual([
      ['Baisse du trafic', 'Élevé', 'Forte'],
      ["Changements d'algorithmes", 'Très élevé', 'Certaine'],
      ["Chute de l'engagement", 'Élevé', 'Moyenne'],
    ]);
    expect(media.matrix.opportunities.map(({ title, potential, feasibility }) => [title, potential, feasibility])).toEqual([
      ['IA générative', 'Très élevé', 'Élevée'],
      ['Personnalisation avancée', 'Élevé', 'Moyenne'],
      ['Nouvelles plateformes', 'Élevé', 'Élevée'],
    ]);
  });

  it('rates the bank challenges and opportunities as the spec does', () => {
    expect(bank.matrix.risks.map(({ impact, probability }) => [impact, probability])).toEqual([
      ['Très élevé', 'Certaine'],
      ['Élevé', 'Forte'],
      ['Élevé', 'Forte'],
    ]);
    expect(bank.matrix.opportunities.map(({ potential, feasibility }) => [potential, feasibility])).toEqual([
      ['Très élevé', 'Élevée'],
      ['Élevé', 'Moyenne'],
      ['Élevé', 'Élevée'],
    ]);
  });
});

describe('StrategicMatrix', () => {
  it('opens on the Risques tab, one card at a time, with details and "Notre Solution"', async () => {
    const user = userEvent.setup();
    renderWithSite(<StrategicMatrix {...media} />);
    expect(screen.getByRole('tab', { name: 'Risques' }).getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getByText(/Impact\s: Très élevé/)).toBeTruthy();
    expect(within(panel()).getByText(/Probabilité\s: Certaine/)).toBeTruthy();
    expect(shown('Notre Solution')).toHaveLength(0);

    await user.click(card('Baisse du trafic'));
    expect(card('Baisse du trafic').getAttribute('aria-expanded')).toBe('true');
    expect(shown('Notre Solution')).toHaveLength(1);
    expect(shown(media.matrix.risks[0]!.details[0]!)).toHaveLength(1);
    expect(shown(media.matrix.risks[0]!.solution)).toHaveLength(1);

    await user.click(card("Changements d'algorithmes"));
    expect(card('Baisse du trafic').getAttribute('aria-expanded')).toBe('false');
    expect(card("Changements d'algorithmes").getAttribute('aria-expanded')).toBe('true');
    expect(shown('Notre Solution')).toHaveLength(1);
    expect(shown(media.matrix.risks[0]!.solution)).toHaveLength(0);

    await user.click(card("Changements d'algorithmes"));
    expect(card("Changements d'algorithmes").getAttribute('aria-expanded')).toBe('false');
    expect(shown('Notre Solution')).toHaveLength(0);
  });

  it('keeps one open card per tab; opportunities show "Plan d\'Action" and Potentiel / Faisabilité', async () => {
    const user = userEvent.setup();
    renderWithSite(<StrategicMatrix {...media} />);
    await user.click(card('Baisse du trafic'));
    await user.click(screen.getByRole('tab', { name: 'Opportunités' }));
    expect(within(panel('Opportunités')).getAllByText(/Potentiel\s: Très élevé/)).toHaveLength(1);
    expect(within(panel('Opportunités')).getAllByText(/Faisabilité\s: Moyenne/)).toHaveLength(1);
    await user.click(card('IA générative'));
    expect(shown("Plan d'Action")).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Risques' }));
    expect(card('Baisse du trafic').getAttribute('aria-expanded')).toBe('true');
  });

  it('opens the bank matrix on its Défis tab', () => {
    renderWithSite(<StrategicMatrix {...bank} />);
    expect(screen.getByRole('tab', { name: 'Défis' }).getAttribute('aria-selected')).toBe('true');
    expect(within(panel('Défis')).getByRole('button', { name: /^Pression réglementaire/ })).toBeTruthy();
  });
});

describe('CaseStudies', () => {
  const cases = pageBlock('medias', 'caseStudies', caseStudiesSchema);

  it('shows the four media results and the five workstreams of the network case on demand', async () => {
    expect(cases.title).toBe('Défis Relevés');
    const results = cases.cases.map((study) => study.result.replace(/\s/g, ' '));
    expect(results).toEqual([
      "20 managers formés, 7 Business Units créées, 18 conseils d'administration optimisés",
      '+25 points de marge',
      '+60 % de revenus publicitaires',
      '-45 % de churn',
    ]);
    const user = userEvent.setup();
    renderWithSite(<CaseStudies {...cases} />);
    const toggle = screen.getByRole('button', { name: 'Voir les 5 chantiers de la mission' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Masquer le détail');
    expect(screen.getByText(cases.cases[0]!.details[4]!.action)).toBeTruthy();
  });

  it('states the bank missions figures', () => {
    const missions = pageBlock('bancassurance', 'caseStudies', caseStudiesSchema);
    expect(missions.cases.map((study) => study.result.replace(/\s/g, ' '))).toEqual([
      '400 développeurs, 3 événements de planification, 4 équipes produit',
      '+100 000 clients payants',
      '3 projets en production, feuille de route à 24 mois',
    ]);
  });
});
