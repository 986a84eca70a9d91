import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
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

/** Past 50 (here at 100): the Chief of Staff's view. */
export const ChiefOfStaffView: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider') as HTMLInputElement;
    // A story's events are synthetic and a range input only moves for real keys (tests/e2e covers those):
    // the slider is set to 100 as a drag would leave it.
    fireEvent.change(slider, { target: { value: '100' } });
    await waitFor(() => expect(canvas.getByRole('table')).toHaveAttribute('data-view', 'chiefOfStaff'));
  },
};
