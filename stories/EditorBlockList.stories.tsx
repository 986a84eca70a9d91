import { ChakraProvider } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockList } from '../editor/client/BlockList.tsx';
import { editorSystem } from '../editor/client/system.ts';

/** The visual editor's list of a page's blocks: type and summary, invalid ones marked, actions and the palette. */
const meta = {
  title: 'Editor/BlockList',
  component: BlockList,
  decorators: [
    (Story) => (
      <ChakraProvider value={editorSystem}>
        <nav aria-label="Blocs de la page" style={{ maxWidth: '20rem', padding: '1rem' }}>
          <Story />
        </nav>
      </ChakraProvider>
    ),
  ],
  args: {
    blocks: [
      { type: 'hero', title: 'Cinq valeurs pour une relation de confiance' },
      { type: 'collectionGrid', collection: 'values', title: 'Ce que nos valeurs signifient au quotidien' },
      { type: 'ctaBand', title: 'Des valeurs aux services' },
    ],
    selected: 0,
    invalid: new Set<number>(),
    onSelect: fn(),
    onMove: fn(),
    onDuplicate: fn(),
    onRemove: fn(),
    onAdd: fn(),
  },
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Monter\u00a0: 3. Appel à l’action' }));
    await expect(args.onMove).toHaveBeenCalledWith(2, 1);
    const palette = canvas.getByRole('combobox', { name: 'Type de bloc' });
    // The palette opens on the first type in alphabetical order of the names the person reads.
    const names = [...(palette as HTMLSelectElement).options].map((option) => option.text);
    await expect((palette as HTMLSelectElement).selectedOptions[0]?.text).toBe([...names].sort((a, b) => a.localeCompare(b, 'fr'))[0]);
    await userEvent.selectOptions(palette, 'Appel à l’action');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un bloc' }));
    await expect(args.onAdd).toHaveBeenCalledWith('ctaBand');
  },
};

/** A block with a problem is marked in the list: the person sees where to look. */
export const WithInvalidBlock: Story = { args: { invalid: new Set([1]), selected: 1 } };
