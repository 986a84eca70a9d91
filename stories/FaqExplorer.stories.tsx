import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import page from '../pages/faq.json' with { type: 'json' };
import FaqExplorer from '../blocks/faq-explorer/FaqExplorer.tsx';
import { faqExplorerSchema } from '../blocks/faq-explorer/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { pageBlockInput } from './fixtures/page-block.ts';

const meta = {
  title: 'Blocks/FaqExplorer',
  component: FaqExplorer,
  args: blockProps(faqExplorerSchema, pageBlockInput(page, faqExplorerSchema, 'faqExplorer')),
} satisfies Meta<typeof FaqExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 21 questions, every category. */
export const AllQuestions: Story = {};

/** One category chosen: its chip is pressed; pressing it again, or "Toutes", shows every question again. */
export const CategorySelected: Story = {
  play: async ({ canvas, userEvent }) => {
    const freelance = canvas.getByRole('button', { name: /^Freelance/ });
    await userEvent.click(freelance);
    await expect(freelance).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('4 questions trouvées');
  },
};

/** The chosen chip pressed again: deselected, back to every question with "Toutes" pressed. */
export const CategoryDeselected: Story = {
  play: async ({ canvas, userEvent }) => {
    const freelance = canvas.getByRole('button', { name: /^Freelance/ });
    await userEvent.click(freelance);
    await userEvent.click(freelance);
    await expect(freelance).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: /^Toutes/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('21 questions trouvées');
  },
};

/** A search: case does not matter, questions and answers are searched. */
export const Searching: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'START-UP');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 question trouvée');
  },
};

/** Nothing matches: the empty state offers to clear search and category. */
export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'cryptomonnaie');
    await expect(canvas.getByText('Aucune question ne correspond à votre recherche')).toBeInTheDocument();
  },
};
