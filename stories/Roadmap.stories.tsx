import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import page from '../pages/matrice-risques.json' with { type: 'json' };
import Roadmap from '../blocks/roadmap/Roadmap.tsx';
import { roadmapSchema } from '../blocks/roadmap/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { pageBlockInput } from './fixtures/page-block.ts';

const meta = {
  title: 'Blocks/Roadmap',
  component: Roadmap,
  args: blockProps(roadmapSchema, pageBlockInput(page, roadmapSchema, 'roadmap')),
} satisfies Meta<typeof Roadmap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Moves on by itself every 3 seconds, back to the first step after the fourth. */
export const Cycling: Story = {};

/** A step chosen by click, the cycle paused: steps up to it show as reached, those before it with a check mark. */
export const StepChosenAndPaused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Both are form actions: their result shows once its transition has rendered.
    await userEvent.click(canvas.getByRole('button', { name: args.pauseLabel }));
    await expect(await canvas.findByRole('button', { name: args.playLabel })).toBeInTheDocument();
    const third = canvas.getByRole('button', { name: new RegExp(args.steps[2]!.title) });
    await userEvent.click(third);
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'step'));
    const first = canvas.getByRole('button', { name: new RegExp(args.steps[0]!.title) });
    await expect(first.querySelector('svg')).toBeVisible();
    await expect(within(first).getByText('1')).not.toBeVisible();
    await expect(third.querySelector('svg')).not.toBeVisible();
    await expect(within(third).getByText('3')).toBeVisible();
  },
};
