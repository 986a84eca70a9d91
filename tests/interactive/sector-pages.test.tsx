// The matrices' and case studies' content; what the browser does with them: tests/e2e/native-widgets.e2e.test.ts.
import { describe, expect, it } from 'vitest';
import { caseStudiesSchema } from '../../blocks/case-studies/schema.ts';
import { ratingStrength } from '../../blocks/strategic-matrix/logic.ts';
import { strategicMatrixSchema } from '../../blocks/strategic-matrix/schema.ts';
import { toggleSelection } from '../../blocks/_interactive/selection.ts';
import { pageBlock } from './support/page-block.ts';
import { plainText } from '../../engine/schema/formatted-text.ts';

const media = pageBlock('medias', 'strategicMatrix', strategicMatrixSchema);
const bank = pageBlock('bancassurance', 'strategicMatrix', strategicMatrixSchema);

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

describe('CaseStudies', () => {
  const cases = pageBlock('medias', 'caseStudies', caseStudiesSchema);

  // Opening the workstreams is the browser's (a <details>): tests/e2e/native-widgets.e2e.test.ts.
  it('states the four media results', () => {
    expect(cases.title).toBe('Défis Relevés');
    const results = cases.cases.map((study) => plainText(study.result).replace(/\s/g, ' '));
    expect(results).toEqual([
      "20 managers formés, 7 Business Units créées, 18 conseils d'administration optimisés",
      '+25 points de marge',
      '+60 % de revenus publicitaires',
      '-45 % de churn',
    ]);
    expect(cases.cases[0]!.details).toHaveLength(5);
  });

  it('states the bank missions figures', () => {
    const missions = pageBlock('bancassurance', 'caseStudies', caseStudiesSchema);
    expect(missions.cases.map((study) => plainText(study.result).replace(/\s/g, ' '))).toEqual([
      '400 développeurs, 3 événements de planification, 4 équipes produit',
      '+100 000 clients payants',
      '3 projets en production, feuille de route à 24 mois',
    ]);
  });
});
