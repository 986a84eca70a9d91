import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import page from '../pages/chief-of-staff-vs-consultant.json' with { type: 'json' };
import { sliderComparisonSchema } from '../blocks/slider-comparison/schema.ts';
import SliderComparison from '../blocks/slider-comparison/SliderComparison.tsx';
import { blockProps } from './fixtures/block-props.ts';
import { pageBlockInput } from './fixtures/page-block.ts';

const meta = {
  title: 'Blocks/SliderComparison',
  component: SliderComparison,
  args: blockProps(sliderComparisonSchema, pageBlockInput(page, sliderComparisonSchema, 'sliderComparison')),
} satisfies Meta<typeof SliderComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 0: the consultant's view. */
export const ConsultantView: Story = {};

/** Past 50 (here at 100, with the End key): the Chief of Staff's view. */
export const ChiefOfStaffView: Story = {
  play: async ({ canvas, userEvent }) => {
    const slider = canvas.getByRole('slider') as HTMLInputElement;
    slider.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('table')).toHaveAttribute('data-view', 'chiefOfStaff'));
  },
};
