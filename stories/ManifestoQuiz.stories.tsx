import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import page from '../pages/manifeste.json' with { type: 'json' };
import ManifestoQuiz from '../blocks/manifesto-quiz/ManifestoQuiz.tsx';
import { manifestoQuizSchema } from '../blocks/manifesto-quiz/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { pageBlockInput } from './fixtures/page-block.ts';

const meta = {
  title: 'Blocks/ManifestoQuiz',
  component: ManifestoQuiz,
  args: blockProps(manifestoQuizSchema, pageBlockInput(page, manifestoQuizSchema, 'manifestoQuiz')),
  // The last answer opens a new tab; in a story it is recorded instead, and checked.
  beforeEach: () => {
    const original = window.open;
    window.open = fn(() => null);
    return () => {
      window.open = original;
    };
  },
} satisfies Meta<typeof ManifestoQuiz>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Question 1 of 3, 0 % complété. */
export const FirstQuestion: Story = {};

/** One answer given: 33 % complété. */
export const InProgress: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: args.questions[0]!.options[0]! }));
    // Answering is a form action: the progress shows once its transition has rendered.
    await expect(await canvas.findByText(/33\s% complété/)).toBeInTheDocument();
  },
};

/** 4 points: the booking calendar opens in a new tab, then "Quiz terminé" (no restart). */
export const Finished: Story = {
  play: async ({ canvas, userEvent, args }) => {
    for (const [index, choice] of [2, 1, 1].entries()) {
      await userEvent.click(await canvas.findByRole('button', { name: args.questions[index]!.options[choice]! }));
    }
    await expect(await canvas.findByRole('heading', { name: args.finished.title })).toBeInTheDocument();
    await expect(window.open).toHaveBeenCalledWith(args.outcomes.booking.href.href, '_blank', 'noopener,noreferrer');
  },
};
