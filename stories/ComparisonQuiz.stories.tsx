import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import page from '../pages/chief-of-staff-assistant-comparatif.json' with { type: 'json' };
import ComparisonQuiz from '../blocks/comparison-quiz/ComparisonQuiz.tsx';
import { comparisonQuizSchema, type ComparisonQuizProps } from '../blocks/comparison-quiz/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { pageBlockInput } from './fixtures/page-block.ts';

const meta = {
  title: 'Blocks/ComparisonQuiz',
  component: ComparisonQuiz,
  args: blockProps(comparisonQuizSchema, pageBlockInput(page, comparisonQuizSchema, 'comparisonQuiz')),
} satisfies Meta<typeof ComparisonQuiz>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;
/** Answers each question with the option at the given index. */
const answering =
  (choices: number[]): Play =>
  async ({ canvas, userEvent, args }) => {
    const { questions } = args as ComparisonQuizProps;
    for (const [index, choice] of choices.entries()) {
      // Answering is a form action: the next question shows once its transition has rendered.
      await userEvent.click(await canvas.findByRole('button', { name: questions[index]!.options[choice]!.label }));
    }
  };

/** Question 1 of 3. */
export const FirstQuestion: Story = {};

/** Half-way: the progress bar and "Question 2 sur 3". */
export const SecondQuestion: Story = { play: answering([0]) };

/** More Chief of Staff points (7 against 3): the Chief of Staff is recommended. */
export const ChiefOfStaffRecommended: Story = {
  play: async (context) => {
    await answering([0, 0, 3])(context);
    await expect(await context.canvas.findByRole('heading', { name: context.args.result.cos.title })).toBeInTheDocument();
  },
};

/** A tie (6 against 6) goes to the executive assistant. */
export const TieGoesToAssistant: Story = {
  play: async (context) => {
    await answering([0, 1, 2])(context);
    await expect(await context.canvas.findByRole('heading', { name: context.args.result.ea.title })).toBeInTheDocument();
  },
};
