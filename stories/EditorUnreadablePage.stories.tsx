import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnreadablePageNotice } from '../engine/editor/client/UnreadablePageNotice.tsx';
import { inEditorPage } from './fixtures/editor-form.tsx';
import { t } from '../engine/editor/client/text.ts';

/** /_editor/qui-sommes-nous while pages/qui-sommes-nous.json, edited by hand, no longer parses. */
const meta = {
  title: 'Editor/UnreadablePage',
  component: UnreadablePageNotice,
  decorators: [inEditorPage],
  args: { route: '/qui-sommes-nous', message: t.unreadablePage('pages/qui-sommes-nous.json', 1, 31) },
} satisfies Meta<typeof UnreadablePageNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '/qui-sommes-nous' })).toBeVisible();
    await expect(canvas.getByText(/^pages\/qui-sommes-nous\.json\s: JSON invalide, ligne 1, colonne 31\. Corrigez-le dans un éditeur de texte/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← Toutes les pages' })).toHaveAttribute('href', '/_editor/');
  },
};
