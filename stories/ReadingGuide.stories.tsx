import type { Meta, StoryObj } from '@storybook/react-vite';
import page from '../pages/manifeste.json' with { type: 'json' };
import ReadingGuide from '../blocks/reading-guide/ReadingGuide.tsx';
import { readingGuideSchema } from '../blocks/reading-guide/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { pageBlockInput } from './fixtures/page-block.ts';

const meta = {
  title: 'Blocks/ReadingGuide',
  component: ReadingGuide,
  args: blockProps(readingGuideSchema, pageBlockInput(page, readingGuideSchema, 'readingGuide')),
} satisfies Meta<typeof ReadingGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The manifesto's table of contents; the reading bar fills the top of the window as the page scrolls. */
export const Manifesto: Story = {};
