// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Simulator from '../../blocks/simulator/Simulator.tsx';
import { simulatorSchema, type SimulatorProps } from '../../blocks/simulator/schema.ts';
import { submitAssessment } from '../../blocks/simulator/submit-assessment.ts';
import { trackSession } from '../../engine/backend/session.ts';
import { pageBlock } from './support/page-block.ts';
import { renderWithSite } from './support/render.tsx';

vi.mock('../../blocks/simulator/submit-assessment.ts', () => ({ submitAssessment: vi.fn() }));
vi.mock('../../engine/backend/session.ts', () => ({ trackSession: vi.fn(async () => {}) }));
const submit = vi.mocked(submitAssessment);
const followSession = vi.mocked(trackSession);

const props: SimulatorProps = pageBlock('simulateur-chief-of-staff', 'simulator', simulatorSchema);
const { questions } = props.questionnaire;

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Claire');
  await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin');
  await user.type(screen.getByRole('textbox', { name: /Entreprise/ }), 'Atelier Nord');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'claire@atelier-nord.fr');
  await user.click(screen.getByRole('button', { name: props.info.submitLabel }));
}

/** Answers every question from the current page on with `valueOf(n)` for the n-th answered, ending on the last page. */
async function answerAll(user: ReturnType<typeof userEvent.setup>, valueOf: (index: number) => number) {
  let index = 0;
  for (;;) {
    for (const group of screen.getAllByRole('radiogroup')) {
      await user.click(within(group).getAllByRole('radio')[valueOf(index++) - 1]!);
    }
    const next = screen.queryByRole('button', { name: props.questions.nextLabel });
    if (!next) return;
    await user.click(next);
  }
}

const submitButton = () => screen.getByRole('button', { name: new RegExp(`${props.questions.submitLabel}|${props.questions.savingLabel}`) });

beforeEach(() => {
  submit.mockReset();
  followSession.mockClear();
});

describe('Simulator', () => {
  it('shows the spec step labels and starts on the details step', () => {
    renderWithSite(<Simulator {...props} />);
    expect(props.stepLabels).toEqual(['Informations', 'Évaluation', 'Résultats']);
    const current = screen.getByText('Informations').closest('li');
    expect(current?.getAttribute('aria-current')).toBe('step');
  });

  it('names each missing field, then the invalid address, and stays on the details step', async () => {
    const user = userEvent.setup();
    renderWithSite(<Simulator {...props} />);
    await user.click(screen.getByRole('button', { name: props.info.submitLabel }));
    for (const message of ['Le prénom est requis', 'Le nom est requis', "L'entreprise est requise", "L'email est requis"]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement?.getAttribute('name')).toBe('firstName');

    await user.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Claire');
    expect(screen.queryByText('Le prénom est requis')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'claire@atelier');
    expect(screen.getByText('Email invalide')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('has each error message in the page from the start, hidden, then names it on its field while the field is invalid', async () => {
    const user = userEvent.setup();
    renderWithSite(<Simulator {...props} />);
    const firstName = screen.getByRole('textbox', { name: /Prénom/ });
    const message = firstName.closest('[role="group"]')!.querySelector<HTMLElement>('[aria-live="polite"]')!;
    expect(message.hidden).toBe(true);
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
    expect(firstName.getAttribute('aria-describedby')).toBeNull();

    await user.click(screen.getByRole('button', { name: props.info.submitLabel }));
    expect(message.hidden).toBe(false);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('textbox', { name: /Prénom/, description: 'Le prénom est requis' })).toBe(firstName);

    await user.type(firstName, 'Claire');
    expect(message.hidden).toBe(true);
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
  });

  it('starts following the session (spec call 6) only once the visitor starts the test', async () => {
    const user = userEvent.setup();
    renderWithSite(<Simulator {...props} />);
    expect(followSession).not.toHaveBeenCalled();
    await fillDetails(user);
    await waitFor(() => expect(followSession).toHaveBeenCalledTimes(1));
  });

  it('goes from details to the questions, one category per page, with Précédent and Suivant', async () => {
    const user = userEvent.setup();
    renderWithSite(<Simulator {...props} />);
    await fillDetails(user);

    expect(screen.getByRole('heading', { name: questions[0]!.category })).toBe(document.activeElement);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(4);
    expect((screen.getByRole('button', { name: props.questions.previousLabel }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: props.questions.nextLabel }));
    expect(screen.getByRole('heading', { name: questions[4]!.category })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: props.questions.previousLabel }));
    expect(screen.getByRole('heading', { name: questions[0]!.category })).toBeTruthy();
  });

  it('enables the submit button only once all 16 questions are answered', async () => {
    const user = userEvent.setup();
    renderWithSite(<Simulator {...props} />);
    await fillDetails(user);
    await answerAll(user, (index) => (index === 0 ? 1 : 5));
    expect(submitButton()).toBeTruthy();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('16 / 16 réponses')).toBeTruthy();
  });

  it('keeps the submit button disabled while one question is unanswered', async () => {
    const user = userEvent.setup();
    renderWithSite(<Simulator {...props} />);
    await fillDetails(user);
    // Skip the first page entirely: its four questions stay unanswered.
    await user.click(screen.getByRole('button', { name: props.questions.nextLabel }));
    await answerAll(user, () => 7);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    // Testing Library turns the non-breaking space before the colon into a plain one before matching.
    expect(screen.getByText('Questions sans réponse : 4')).toBeTruthy();
  });

  it('saves details and answers together, shows "Enregistrement..." meanwhile, then an orange result above 49', async () => {
    let finish!: (value: { status: 'success'; id: string }) => void;
    submit.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithSite(<Simulator {...props} />);
    await fillDetails(user);
    await answerAll(user, () => 5); // 80 points: 50 %

    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Enregistrement...'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);

    expect(submit).toHaveBeenCalledTimes(1);
    const submission = submit.mock.calls[0]![0];
    expect(submission).toMatchObject({ firstName: 'Claire', lastName: 'Martin', company: 'Atelier Nord', email: 'claire@atelier-nord.fr' });
    expect(submission.answers).toHaveLength(16);
    expect(submission.answers[15]).toEqual({ questionId: 'q16', questionText: questions[15]!.text, questionCategory: questions[15]!.category, value: 5 });

    await act(async () => finish({ status: 'success', id: 'a1' }));
    expect(await screen.findByText('Évaluation sauvegardée')).toBeTruthy();
    expect(screen.getByText('Vos réponses ont été enregistrées avec succès.')).toBeTruthy();
    expect(screen.getByText(/50\s%/)).toBeTruthy();
    expect(screen.getByText(props.result.needed.title).closest('[data-verdict]')?.getAttribute('data-verdict')).toBe('needed');
    expect(screen.getByText('Résultats').closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('shows a green result at 49 and still shows it when the save fails, reporting the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    submit.mockResolvedValue({ status: 'error', message: 'permission denied' });
    const user = userEvent.setup();
    renderWithSite(<Simulator {...props} />);
    await fillDetails(user);
    await answerAll(user, (index) => (index === 0 ? 4 : 5)); // 79 points: 49 %
    await user.click(submitButton());

    expect(await screen.findByText('Erreur de sauvegarde')).toBeTruthy();
    expect(screen.getByText("Une erreur est survenue lors de l'enregistrement.")).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByText(/49\s%/)).toBeTruthy();
    expect(screen.getByText(props.result.notNeeded.title).closest('[data-verdict]')?.getAttribute('data-verdict')).toBe('not-needed');
    logged.mockRestore();
  });

  it('also shows the result when the backend cannot even be reached', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    submit.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderWithSite(<Simulator {...props} />);
    await fillDetails(user);
    await answerAll(user, () => 10);
    await user.click(submitButton());
    expect(await screen.findByText('Erreur de sauvegarde')).toBeTruthy();
    expect(screen.getByText(/100\s%/)).toBeTruthy();
    logged.mockRestore();
  });

  it('"Recommencer le test" clears details and answers and returns to the details step', async () => {
    submit.mockResolvedValue({ status: 'success', id: 'a2' });
    const user = userEvent.setup();
    renderWithSite(<Simulator {...props} />);
    await fillDetails(user);
    await answerAll(user, () => 8);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Recommencer le test' }));

    expect((screen.getByRole('textbox', { name: /Prénom/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: /E-mail/ }) as HTMLInputElement).value).toBe('');
    await fillDetails(user);
    expect(screen.getByText('0 / 16 réponses')).toBeTruthy();
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });
});
