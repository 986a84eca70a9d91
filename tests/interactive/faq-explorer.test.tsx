// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import FaqExplorer from '../../blocks/faq-explorer/FaqExplorer.tsx';
import { faqExplorerSchema } from '../../blocks/faq-explorer/schema.ts';
import { faqItemsOf } from '../../engine/seo/faq-items.ts';
import { pageBlock } from './support/page-block.ts';
import { renderWithSite } from './support/render.tsx';
import { plainText } from '../../engine/schema/formatted-text.ts';

const props = pageBlock('faq', 'faqExplorer', faqExplorerSchema);
const chips = () => within(screen.getByRole('group', { name: props.filterLabel }));
const chip = (label: string) => chips().getByRole('button', { name: new RegExp(`^${label}`) });
const chosen = (label: string) => chip(label).getAttribute('aria-pressed') === 'true';
const pressedChips = () =>
  chips()
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent);
// The questions are <details>: their summaries (opening one at a time is the browser's, see tests/e2e/native-widgets.e2e.test.ts).
// Those a filter leaves out stay in the page, hidden.
const questions = () => [...document.querySelectorAll('summary')].filter((summary) => summary.closest('[hidden]') === null);

describe('the FAQ content', () => {
  it('holds 21 questions in the six spec categories, all feeding the FAQPage structured data', () => {
    expect(props.faq.categories.map((category) => [category.id, category.label])).toEqual([
      ['role', 'Rôle & Périmètre'],
      ['competences', 'Compétences'],
      ['formation', 'Formation'],
      ['secteurs', 'Secteurs'],
      ['freelance', 'Freelance'],
      ['entreprises', 'Entreprises'],
    ]);
    expect(faqItemsOf([props])).toHaveLength(21);
  });

  it('states missions of 3 months to 2 years and 5 to 15 years of experience', () => {
    const answers = props.faq.items.map((item) => plainText(item.answer).replace(/\s/g, ' ')).join('\n');
    expect(answers).toContain('de 3 mois à 2 ans');
    expect(answers).toContain('de 5 à 15 ans');
  });
});

describe('FaqExplorer', () => {
  it('shows every question with the counts on the chips', () => {
    renderWithSite(<FaqExplorer {...props} />);
    expect(screen.getByRole('status').textContent).toBe('21 questions trouvées');
    expect(chosen('Toutes')).toBe(true);
    expect(pressedChips()).toEqual(['Toutes21']);
    expect(chip('Freelance').textContent).toBe('Freelance4');
    expect(screen.getByRole('searchbox', { name: props.searchLabel }).getAttribute('placeholder')).toBe('Rechercher une question...');
    expect(questions()).toHaveLength(21);
  });

  it('filters by category; clicking the chosen chip again deselects it, back to "Toutes"', async () => {
    const user = userEvent.setup();
    renderWithSite(<FaqExplorer {...props} />);
    await user.click(chip('Formation'));
    expect(pressedChips()).toEqual(['Formation3']);
    expect(screen.getByRole('status').textContent).toBe('3 questions trouvées');
    expect(questions()).toHaveLength(3);

    await user.click(chip('Formation'));
    expect(pressedChips()).toEqual(['Toutes21']);
    expect(screen.getByRole('status').textContent).toBe('21 questions trouvées');
    expect(questions()).toHaveLength(21);

    await user.click(chip('Freelance'));
    await user.click(chip('Toutes'));
    expect(pressedChips()).toEqual(['Toutes21']);
    expect(questions()).toHaveLength(21);
  });

  it('presses a chip with Enter or Space as with a click, and unpresses the chosen one the same way', async () => {
    const user = userEvent.setup();
    renderWithSite(<FaqExplorer {...props} />);
    chip('Secteurs').focus();
    await user.keyboard('{Enter}');
    expect(chosen('Secteurs')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(`${props.faq.items.filter((item) => item.category === 'secteurs').length} questions trouvées`);
    await user.keyboard(' ');
    expect(pressedChips()).toEqual(['Toutes21']);
    await user.keyboard(' ');
    expect(chosen('Secteurs')).toBe(true);
    await user.keyboard('{Enter}');
    expect(chosen('Toutes')).toBe(true);
  });

  it('keeps the chosen category when Enter is pressed in the search box', async () => {
    const user = userEvent.setup();
    renderWithSite(<FaqExplorer {...props} />);
    await user.click(chip('Freelance'));
    await user.type(screen.getByRole('searchbox'), 'mission{Enter}');
    expect(pressedChips()).toEqual(['Freelance4']);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('mission');
  });

  it('searches questions and answers regardless of case, within the chosen category', async () => {
    const user = userEvent.setup();
    renderWithSite(<FaqExplorer {...props} />);
    await user.type(screen.getByRole('searchbox'), 'MOIS À 2 ANS');
    expect(screen.getByRole('status').textContent).toBe('1 question trouvée');
    expect(questions().map((question) => question.textContent)).toEqual([expect.stringMatching(/Combien de temps dure une mission/)]);
    await user.click(chip('Secteurs'));
    expect(screen.getByRole('status').textContent).toBe('0 question trouvée');
  });

  it('shows the empty state, whose reset clears both the search and the category', async () => {
    const user = userEvent.setup();
    renderWithSite(<FaqExplorer {...props} />);
    const emptyState = () => screen.getByText('Aucune question ne correspond à votre recherche');
    expect(emptyState().closest('[hidden]')).not.toBeNull();
    await user.click(chip('Freelance'));
    await user.type(screen.getByRole('searchbox'), 'introuvable');
    expect(emptyState().closest('[hidden]')).toBeNull();
    expect(questions()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(chosen('Toutes')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('21 questions trouvées');
    expect(emptyState().closest('[hidden]')).not.toBeNull();
  });
});
