import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import page from '../pages/manifeste.json' with { type: 'json' };
import { testimonialCarouselSchema } from '../blocks/testimonial-carousel/schema.ts';
import TestimonialCarousel from '../blocks/testimonial-carousel/TestimonialCarousel.tsx';
import { blockProps } from './fixtures/block-props.ts';
import { pageBlockInput } from './fixtures/page-block.ts';

const meta = {
  title: 'Blocks/TestimonialCarousel',
  component: TestimonialCarousel,
  args: blockProps(testimonialCarouselSchema, pageBlockInput(page, testimonialCarouselSchema, 'testimonialCarousel')),
} satisfies Meta<typeof TestimonialCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first of the three quotes, on navy. */
export const FirstQuote: Story = {};

/** After the last quote, "next" comes back to the first. */
export const WrapsAround: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: args.nextLabel });
    // "Next" is a form action: each click shows its quote once its transition has rendered.
    for (const shown of ['2 / 3', '3 / 3', '1 / 3']) {
      await userEvent.click(next);
      await expect(await canvas.findByText(shown)).toBeInTheDocument();
    }
  },
};

export const Light: Story = { args: { surface: 'light' } };
