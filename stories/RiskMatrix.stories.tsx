import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import page from '../pages/matrice-risques.json' with { type: 'json' };
import RiskMatrix from '../blocks/risk-matrix/RiskMatrix.tsx';
import { riskMatrixSchema } from '../blocks/risk-matrix/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { pageBlockInput } from './fixtures/page-block.ts';

const meta = {
  title: 'Blocks/RiskMatrix',
  component: RiskMatrix,
  args: blockProps(riskMatrixSchema, pageBlockInput(page, riskMatrixSchema, 'riskMatrix')),
} satisfies Meta<typeof RiskMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four sample risks in their cells, numbered as in the legend. */
export const SampleRisks: Story = {};

/** A risk names itself under the pointer. */
export const NamedOnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const marker = canvas.getByRole('button', { name: /^1\. Cybersécurité/ });
    await userEvent.hover(marker);
    // Shown by CSS while the marker is hovered.
    await expect(marker.parentElement?.querySelector('[role="tooltip"]')).toHaveTextContent('Cybersécurité');
  },
};

/** And under keyboard focus. */
export const NamedOnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const marker = canvas.getByRole('button', { name: /^4\. Volatilité du marché/ });
    await expect(marker).toHaveFocus();
    // Shown by CSS while the marker has the focus.
    await expect(marker.parentElement?.querySelector('[role="tooltip"]')).toHaveTextContent('Volatilité du marché');
  },
};

export const Muted: Story = { args: { surface: 'muted' } };
