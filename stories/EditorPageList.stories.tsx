import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageList } from '../editor/client/PageList.tsx';
import { inEditorPage } from './fixtures/editor-form.tsx';

/** The visual editor's home (/_editor/): every page with its address, title and last change; "Nouvelle page". */
const meta = {
  title: 'Editor/PageList',
  component: PageList,
  decorators: [inEditorPage],
  args: {
    pages: [
      { file: 'index.json', path: '/', title: 'Chief of Staff freelance à Paris | Cap Chief of Staff', modified: '2026-11-20T09:30:00.000Z' },
      { file: 'faq.json', path: '/faq', title: 'FAQ Chief of Staff : rôle, compétences, missions freelance', modified: '2026-11-21T14:05:00.000Z' },
      { file: 'nos-valeurs.json', path: '/nos-valeurs', title: 'Nos valeurs | Cap Chief of Staff', modified: '2026-11-23T08:12:00.000Z' },
    ],
  },
} satisfies Meta<typeof PageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** "Nouvelle page" checks the address as it is typed: a taken one is refused at the field. */
export const NewPageTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nouvelle page' }));
    const address = canvas.getByRole('textbox', { name: 'Adresse' });
    await userEvent.clear(address);
    await userEvent.type(address, '/faq');
    await expect(await canvas.findByText(/L’adresse « \/faq » est déjà prise par pages\/faq.json/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Créer la page' })).toBeDisabled();
  },
};

/** A file of pages/ edited by hand whose JSON breaks: named above the list with where, in the site's words. */
export const UnreadableFile: Story = {
  args: { unreadable: [{ file: 'qui-sommes-nous.json', line: 3, column: 3 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Fichiers illisibles' })).toBeVisible();
    await expect(canvas.getByText(/^pages\/qui-sommes-nous\.json\s: JSON invalide, ligne 3, colonne 3\. Corrigez-le dans un éditeur de texte/)).toBeVisible();
  },
};
