import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import values from '../data/values.json' with { type: 'json' };
import { DataEditor } from '../editor/client/DataEditor.tsx';
import { inEditorPage, storyRoutes } from './fixtures/editor-form.tsx';

/**
 * The visual editor's view of a data file (/_editor/_donnees/values), opened from a block that reads it: the
 * form generated from the file's schema, checked as the person types, saved like a page.
 */
const meta = {
  title: 'Editor/DataFile',
  component: DataEditor,
  decorators: [inEditorPage],
  args: {
    opened: { name: 'values', file: 'data/values.json', data: values, version: 'story', others: storyRoutes },
    fromPath: '/nos-valeurs',
    onReload: () => {},
  },
} satisfies Meta<typeof DataEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The values of /nos-valeurs: each one's fields, the way back to the page, nothing to save yet. */
export const Values: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Retour à la page \/nos-valeurs/ })).toBeVisible();
    await expect(canvas.getAllByRole('textbox', { name: 'Titre' })[0]).toHaveValue('Transparence');
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  },
};

/** An empty required text: the schema's message at the field, Save disabled; a valid edit enables it. */
export const EmptyTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getAllByRole('textbox', { name: 'Titre' })[0]!;
    await userEvent.clear(title);
    await expect((await canvas.findAllByText(/^Ce champ ne peut pas rester vide\./))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await userEvent.type(title, 'Clarté');
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  },
};
