import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AddressNotice } from '../editor/client/AddressNotice.tsx';
import { t } from '../editor/client/text.ts';
import { inEditorPage } from './fixtures/editor-form.tsx';

/** An editor address that opens nothing: under the address, why, and the way back to the list. */
const meta = {
  title: 'Editor/AddressNotice',
  component: AddressNotice,
  decorators: [inEditorPage],
  args: { address: '/qui-sommes-nous', message: t.unreadablePage('pages/qui-sommes-nous.json', 1, 31) },
} satisfies Meta<typeof AddressNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /_editor/qui-sommes-nous while pages/qui-sommes-nous.json, edited by hand, no longer parses. */
export const UnreadablePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '/qui-sommes-nous' })).toBeVisible();
    await expect(canvas.getByText(/^pages\/qui-sommes-nous\.json\s: JSON invalide, ligne 1, colonne 31\. Corrigez-le dans un éditeur de texte/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← Toutes les pages' })).toHaveAttribute('href', '/_editor/');
  },
};

/** /_editor/tarifs when no page has that address. */
export const MissingPage: Story = {
  args: { address: '/tarifs', message: t.notFound },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '/tarifs' })).toBeVisible();
    await expect(canvas.getByText('Cette page n’existe pas.')).toBeVisible();
  },
};
