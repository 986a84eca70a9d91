import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import site from 'virtual:site-definition';
import { newBlock } from '../editor/defaults.ts';
import { EditorForm, withImageThumbnails } from './fixtures/editor-form.tsx';

const hero = {
  type: 'hero',
  eyebrow: 'Nos valeurs',
  title: 'Cinq valeurs pour une relation de confiance',
  subtitle: 'Un Chief of Staff accède aux sujets les plus sensibles de l’entreprise.',
  primaryCta: { label: 'Découvrir notre mission', href: '/services' },
  highlights: ['Sans engagement', 'Réponse sous 48 h'],
};

/**
 * The block form of the visual editor (/_editor/), generated from the block's zod schema: a line or a text
 * area by maximum length, selects for enums, groups for objects, lists with their actions, links with a
 * picker. Errors show at the field: the build's checks, in the site's words.
 */
const meta = {
  title: 'Editor/BlockForm',
  component: EditorForm,
  args: { block: hero },
} satisfies Meta<typeof EditorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid hero: every field labelled, the schema's description under it, required fields marked. */
export const Hero: Story = {};

/** A list of values offered in the site's words, whatever the JSON holds (`light`, `muted`, `dark`). */
export const SectionBackground: Story = {
  args: { block: { ...hero, surface: 'dark' } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: /Fond de la section/ });
    await expect(Array.from(select.options, (option) => option.text)).toEqual(['— aucun —', 'Clair', 'Nuancé', 'Sombre']);
    await expect(select.selectedOptions[0]!.text).toBe('Sombre');
  },
};

/** An empty required title, refused at its field. */
export const EmptyTitle: Story = {
  args: { block: { ...hero, title: '' } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText(/^Ce champ ne peut pas rester vide\./))[0]).toBeVisible();
  },
};

/** A link to a page that does not exist: the picker marks it, the build's check explains it. */
export const MissingRoute: Story = {
  args: { block: { ...hero, primaryCta: { label: 'Voir', href: '/page-absente' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Lien vers «\s\/page-absente\s»\s: aucune page du site n’a cette adresse\.$/)).toBeVisible();
  },
};

/** Lists add, move and remove their items with buttons a keyboard reaches. */
export const EditingAList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Descendre\s: Point clé n°\s1$/ }));
    await expect(canvas.getAllByRole('textbox', { name: /Point clé/ })[1]).toHaveValue('Sans engagement');
  },
};

/** A new call to action, as the palette adds it: placeholders that already pass the schema. */
export const NewCallToAction: Story = { args: { block: newBlock(site, 'ctaBand') } };

/** A block whose schema is a union: the variant is chosen first, its own fields follow. */
export const CollectionVariants: Story = { args: { block: { type: 'collectionGrid', collection: 'values', title: 'Nos valeurs' } } };

const unreadable = (file: string) =>
  new RegExp(`^${file.replace('.', '\\.')}\\s: ce fichier de données n’est pas du JSON valide\\. Corrigez-le dans un éditeur de texte\\.$`);

/** A collection whose data file was edited by hand and no longer parses: the collection's field says so. */
export const CollectionFileUnreadable: Story = {
  args: { ...CollectionVariants.args, unreadableDataFiles: ['data/values.json'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(unreadable('data/values.json'))).toBeVisible();
  },
};

/** A block reading a fixed data file (the manifesto's quiz) while that file no longer parses: said where the file is named. */
export const FixedDataFileUnreadable: Story = {
  args: { block: newBlock(site, 'manifestoQuiz'), unreadableDataFiles: ['data/manifesto-quiz.json'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(unreadable('data/manifesto-quiz.json'))).toBeVisible();
  },
};

/**
 * A figure's image: the site's images as radio buttons with their thumbnails, names and pixels, then its text
 * alternative, which « Image décorative » takes away; the schema's message when it is missing.
 */
export const FigureImage: Story = {
  args: { block: newBlock(site, 'figure') },
  decorators: [withImageThumbnails],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^horizon\.png, \d+\s×\s\d+\spx$/ })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Texte alternatif/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Image décorative' }));
    await expect(canvas.getByRole('textbox', { name: /Texte alternatif/ })).toBeVisible();
    await expect(await canvas.findByText(/^Une image a besoin de son texte alternatif/)).toBeVisible();
  },
};

/** The page settings: search title and description with their limits, structured data, breadcrumb. */
export const PageSettings: Story = { args: { pageSettings: true } };
