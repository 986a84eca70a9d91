import type { Meta, StoryObj } from '@storybook/react-vite';
import Stats from '../blocks/stats/Stats.tsx';
import { statsSchema } from '../blocks/stats/schema.ts';
import { blockProps, replacing } from './fixtures/block-props.ts';

const meta = {
  title: 'Blocks/Stats',
  component: Stats,
  args: blockProps(statsSchema, {
    type: 'stats',
    eyebrow: 'Résultats',
    title: 'Des résultats mesurables, mission après mission',
    intro: 'Quelques chiffres tirés de nos dernières missions auprès de dirigeants de PME, de scale-ups et de groupes.',
    items: [
      { value: '+25%', label: 'de marge opérationnelle' },
      { value: '-30%', label: 'de délai de mise sur le marché' },
      { value: '-60%', label: 'de bugs produit' },
      { value: '18', label: "conseils d'administration préparés" },
      { value: '3', label: 'séminaires stratégiques animés' },
    ],
    note: 'Résultats observés chez nos clients ; chaque mission est différente.',
  }),
} satisfies Meta<typeof Stats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five home-page figures. */
export const Default: Story = {};

export const Muted: Story = { args: { surface: 'muted' } };

/** Figures in brass on navy. */
export const Dark: Story = { args: { surface: 'dark' } };

/** Three figures with what each measures, and no heading (the interim-management page). */
export const WithDetails: Story = {
  args: replacing(
    meta.args,
    blockProps(statsSchema, {
      type: 'stats',
      items: [
        { value: '30%', label: 'du salaire annuel', detail: "Le coût moyen du recrutement d'un cadre dirigeant." },
        { value: '3 à 6 mois', label: 'de délai de recrutement', detail: 'Avant que le poste ne soit effectivement pourvu.' },
        { value: '40%', label: "d'échecs", detail: 'Des recrutements de dirigeants ne tiennent pas leurs promesses.' },
      ],
    }),
  ),
};
