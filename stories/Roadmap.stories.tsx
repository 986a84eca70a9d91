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

/** The colour a brand token has on this page, as the browser computes colours. */
function tokenColour(token: string): string {
  const probe = document.body.appendChild(document.createElement('span'));
  probe.style.color = `var(--chakra-colors-${token.replace('.', '-')})`;
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/**
 * A step chosen by click, the cycle paused: the steps before it show as done (a check mark in place of their
 * number, the accent border), the chosen one as current (the brand fill), the one after it as neither. All of it
 * is CSS on the checked radio button, as in a page before its scripts have run.
 */
export const StepChosenAndPaused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // The pause button is a form action: its result shows once its transition has rendered.
    await userEvent.click(canvas.getByRole('button', { name: args.pauseLabel }));
    await expect(await canvas.findByRole('button', { name: args.playLabel })).toBeInTheDocument();
    const step = (index: number) => canvas.getByRole('radio', { name: new RegExp(args.steps[index]!.title) });
    const card = (index: number) => step(index).closest('label')!;
    await userEvent.click(card(2));
    await expect(step(2)).toBeChecked();
    const accent = tokenColour('accent.solid');
    const brand = tokenColour('brand.solid');
    for (const index of [0, 1]) {
      await expect(card(index).querySelector('svg')).toBeVisible();
      await expect(within(card(index)).getByText(String(index + 1))).not.toBeVisible();
      await waitFor(() => expect(getComputedStyle(card(index)).borderTopColor).toBe(accent));
      // A step the cycle had made current before the click loses its fill over 0.3 s: what it ends up showing.
      await waitFor(() => expect(getComputedStyle(card(index)).backgroundColor).not.toBe(brand));
    }
    await waitFor(() => expect(getComputedStyle(card(2)).backgroundColor).toBe(brand));
    await expect(card(2).querySelector('svg')).not.toBeVisible();
    await expect(within(card(2)).getByText('3')).toBeVisible();
    await expect(within(card(3)).getByText('4')).toBeVisible();
    await expect(getComputedStyle(card(3)).borderTopColor).not.toBe(accent);
    await expect(getComputedStyle(card(3)).backgroundColor).not.toBe(brand);
  },
};
