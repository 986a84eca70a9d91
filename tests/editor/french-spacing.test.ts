import { describe, expect, it } from 'vitest';
import { frenchSpacing } from '../../blocks/_fields/french-spacing.ts';

describe('French spacing of the editor’s titles and help', () => {
  it('makes the spaces before : ; ? ! » % and after « no-break', () => {
    expect(frenchSpacing('Bouton « Recommencer » : prêt ? Oui ! 25 % ; fin')).toBe(
      'Bouton «\u00a0Recommencer\u00a0»\u00a0: prêt\u00a0? Oui\u00a0! 25\u00a0%\u00a0; fin',
    );
  });

  it('adds no space where the source has none (an address, a placeholder)', () => {
    expect(frenchSpacing('https://exemple.fr/page?x=1 {count}')).toBe('https://exemple.fr/page?x=1 {count}');
  });
});
