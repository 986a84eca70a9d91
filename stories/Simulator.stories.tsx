import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Section } from '../engine/ui-kit/Section.tsx';
import page from '../pages/simulateur-chief-of-staff.json' with { type: 'json' };
import { Panel } from '../blocks/_interactive/Panel.tsx';
import { groupByCategory } from '../blocks/simulator/logic.ts';
import { QuestionsStep } from '../blocks/simulator/QuestionsStep.tsx';
import { ResultStep } from '../blocks/simulator/ResultStep.tsx';
import { simulatorSchema, type SimulatorProps } from '../blocks/simulator/schema.ts';
import Simulator from '../blocks/simulator/Simulator.tsx';
import { StepIndicator } from '../blocks/simulator/StepIndicator.tsx';
import { blockProps } from './fixtures/block-props.ts';
import { pageBlockInput } from './fixtures/page-block.ts';

const meta = {
  title: 'Blocks/Simulator',
  component: Simulator,
  args: blockProps(simulatorSchema, pageBlockInput(page, simulatorSchema, 'simulator')),
} satisfies Meta<typeof Simulator>;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

/** A step as the block frames it: indicator, then the step in its panel. */
function Frame({ args, step, children }: { args: SimulatorProps; step: number; children: ReactNode }) {
  return (
    <Section surface="muted" width="5xl">
      <StepIndicator labels={args.stepLabels} current={step} />
      <Panel>{children}</Panel>
    </Section>
  );
}

function questionsStep(args: SimulatorProps, page: number, answers: Record<string, number>, saving: boolean) {
  const { questions } = args.questionnaire;
  return (
    <Frame args={args} step={1}>
      <QuestionsStep
        texts={args.questions}
        scale={args.questionnaire.scale}
        groups={groupByCategory(questions)}
        page={page}
        onPageChange={noop}
        answers={answers}
        onAnswer={noop}
        answered={Object.keys(answers).length}
        total={questions.length}
        saving={saving}
        onSubmit={noop}
      />
    </Frame>
  );
}

const everyAnswer = (value: number) => Object.fromEntries(meta.args.questionnaire.questions.map((question) => [question.id, value]));

/** Step 1, Informations: the visitor's details. */
export const Informations: Story = {};

/** Submitting empty details names each missing field (the spec's messages). */
export const MissingDetails: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: args.info.submitLabel }));
    // Submitting is a form action: the messages show once its transition has rendered.
    for (const message of [args.messages.firstNameRequired, args.messages.lastNameRequired, args.messages.companyRequired, args.messages.emailRequired]) {
      await expect(await canvas.findByText(message)).toBeInTheDocument();
    }
  },
};

/** Step 2, Évaluation: the first category, two of its four statements answered. */
export const Evaluation: Story = {
  render: (args) => questionsStep(args, 0, { q1: 8, q2: 6 }, false),
};

/** The last category with every statement answered: the result can be asked for. */
export const ReadyToSubmit: Story = {
  render: (args) => questionsStep(args, 5, everyAnswer(6), false),
};

/** While the answers are being saved the button reads "Enregistrement..." and waits. */
export const Saving: Story = {
  render: (args) => questionsStep(args, 5, everyAnswer(6), true),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: args.questions.savingLabel })).toBeDisabled();
  },
};

/** Step 3, Résultats above 49: orange, with the part-time freelance recommendation. */
export const ResultNeeded: Story = {
  render: (args) => (
    <Frame args={args} step={2}>
      <ResultStep texts={args.result} firstName="Claire" score={64} onRestart={noop} />
    </Frame>
  ),
};

/** Step 3, Résultats at 49 and below: green. */
export const ResultNotNeeded: Story = {
  render: (args) => (
    <Frame args={args} step={2}>
      <ResultStep texts={args.result} firstName="Claire" score={42} onRestart={noop} />
    </Frame>
  ),
};
