import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import page from '../pages/okr-chief-of-staff.json' with { type: 'json' };
import OkrPyramid from '../blocks/okr-pyramid/OkrPyramid.tsx';
import { okrPyramidSchema } from '../blocks/okr-pyramid/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { settled } from './fixtures/settled.ts';
import { pageBlockInput } from './fixtures/page-block.ts';

const meta = {
  title: 'Blocks/OkrPyramid',
  component: OkrPyramid,
  args: blockProps(okrPyramidSchema, pageBlockInput(page, okrPyramidSchema, 'okrPyramid')),
} satisfies Meta<typeof OkrPyramid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four closed levels, from the company at the top to individuals at the base. */
export const Closed: Story = {};

/** The teams level open: its example objective and key result. */
export const LevelOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const level = canvas.getByText(/^Équipes/).closest('summary')!;
    await userEvent.click(level);
    await expect((level.parentElement as HTMLDetailsElement).open).toBe(true);
    await settled(level.parentElement!);
  },
};
