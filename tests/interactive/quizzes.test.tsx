// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ComparisonQuiz from '../../blocks/comparison-quiz/ComparisonQuiz.tsx';
import { comparisonQuizSchema } from '../../blocks/comparison-quiz/schema.ts';
import ManifestoQuiz from '../../blocks/manifesto-quiz/ManifestoQuiz.tsx';
import { manifestoQuizSchema } from '../../blocks/manifesto-quiz/schema.ts';
import site from '../../data/site.json' with { type: 'json' };
import { pageBlock } from './support/page-block.ts';
import { renderWithSite } from './support/render.tsx';

afterEach(() => vi.restoreAllMocks());

describe('ComparisonQuiz', () => {
  const props = pageBlock('chief-of-staff-assistant-comparatif', 'comparisonQuiz', comparisonQuizSchema);
  const pick = (user: ReturnType<typeof userEvent.setup>, question: number, option: number) =>
    user.click(screen.getByRole('button', { name: props.questions[question]!.options[option]!.label }));

  it('walks through the 3 questions, then recommends a Chief of Staff when it scores more', async () => {
    const user = userEvent.setup();
    renderWithSite(<ComparisonQuiz {...props} />);
    expect(screen.getByText('Question 1 sur 3')).toBeTruthy();
    await pick(user, 0, 0); // 3/1
    expect(screen.getByText('Question 2 sur 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: props.questions[1]!.question })).toBe(document.activeElement);
    await pick(user, 1, 2); // 2/2
    await pick(user, 2, 3); // 1/1 → 6/4
    expect(screen.getByRole('heading', { name: props.result.cos.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: props.result.ea.title })).toBeNull();
  });

  it('recommends the assistant on a tie, and "Refaire le quiz" starts over', async () => {
    const user = userEvent.setup();
    renderWithSite(<ComparisonQuiz {...props} />);
    await pick(user, 0, 0); // 3/1
    await pick(user, 1, 1); // 1/3
    await pick(user, 2, 2); // 2/2 → 6/6
    expect(screen.getByRole('heading', { name: props.result.ea.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refaire le quiz' }));
    expect(screen.getByText('Question 1 sur 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: props.questions[0]!.question })).toBeTruthy();
  });
});

describe('ManifestoQuiz', () => {
  const props = pageBlock('manifeste', 'manifestoQuiz', manifestoQuizSchema);
  const answer = (user: ReturnType<typeof userEvent.setup>, question: number, option: number) =>
    user.click(screen.getByRole('button', { name: props.questions[question]!.options[option]! }));

  it('shows progress as a rounded percentage and opens the booking calendar in a new tab from 4 points', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderWithSite(<ManifestoQuiz {...props} />);
    expect(screen.getByText('0 % complété')).toBeTruthy();
    await answer(user, 0, 2); // 2
    expect(screen.getByText('33 % complété')).toBeTruthy();
    await answer(user, 1, 1); // 1
    expect(screen.getByText('67 % complété')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    await answer(user, 2, 1); // 1 → 4
    expect(open).toHaveBeenCalledExactlyOnceWith(site.externalLinks.booking, '_blank', 'noopener,noreferrer');
    expect(screen.getByRole('heading', { name: 'Quiz terminé' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /recommencer|refaire/i })).toBeNull();
  });

  it('opens the simulator in a new tab below 4 points', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderWithSite(<ManifestoQuiz {...props} />);
    await answer(user, 0, 3); // 0
    await answer(user, 1, 0); // 2
    await answer(user, 2, 1); // 1 → 3
    expect(open).toHaveBeenCalledExactlyOnceWith('/simulateur-chief-of-staff', '_blank', 'noopener,noreferrer');
    expect(screen.getByRole('link', { name: props.outcomes.simulator.label }).getAttribute('href')).toBe('/simulateur-chief-of-staff');
  });
});
