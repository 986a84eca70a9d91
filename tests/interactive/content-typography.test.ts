import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The French copy of the pages and data files of the interactive blocks follows French typography:
// a non-breaking space before ; : ! ? and inside « », and in numbers (60 000 €, 25 %).
const files = [
  'pages/simulateur-chief-of-staff.json',
  'pages/fiche-poste-chief-of-staff.json',
  'pages/faq.json',
  'pages/chief-of-staff-assistant-comparatif.json',
  'pages/manifeste.json',
  'pages/matrice-risques.json',
  'pages/okr-chief-of-staff.json',
  'pages/chief-of-staff-vs-consultant.json',
  'pages/medias.json',
  'pages/bancassurance.json',
  'data/simulator-questions.json',
  'data/faq.json',
  'data/comparison-quiz.json',
  'data/manifesto-quiz.json',
  'data/risk-matrix.json',
  'data/okr-pyramid.json',
  'data/media-matrix.json',
  'data/bank-matrix.json',
];

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const rules: [string, RegExp][] = [
  ['plain space before ; : ! ? »', / [;:!?»]/],
  ['plain space after «', /« /],
  ['plain space in a number or before % or €', /\d (\d{3}\b|%|€)/],
  ['no space at all before ; ! ? »', /[^\s\u00a0\u202f][;!?»]/],
];

describe('French typography of the interactive pages', () => {
  it.each(files)('%s', (file) => {
    const texts = strings(JSON.parse(readFileSync(join(process.cwd(), file), 'utf8'))).filter((text) => !/^(https?:|\/|#|\.\.\/)/.test(text));
    const faults = texts.flatMap((text) => rules.filter(([, pattern]) => pattern.test(text)).map(([rule]) => `${rule}: ${text}`));
    expect(faults).toEqual([]);
  });
});
