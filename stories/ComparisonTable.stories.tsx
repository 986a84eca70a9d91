import type { Meta, StoryObj } from '@storybook/react-vite';
import ComparisonTable from '../blocks/comparison-table/ComparisonTable.tsx';
import { comparisonTableSchema } from '../blocks/comparison-table/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { ctas, resolveCta } from './fixtures/ctas.ts';

const meta = {
  title: 'Blocks/ComparisonTable',
  component: ComparisonTable,
  args: blockProps(comparisonTableSchema, {
    type: 'comparisonTable',
    id: 'comparaison-couts',
    eyebrow: 'Comparaison des coûts',
    title: 'Chief of Staff salarié ou freelance : le vrai coût',
    intro: "À expérience égale, le format freelance coûte 30 à 40 % de moins qu'un recrutement permanent.",
    categoryHeading: 'Critère',
    columns: ['Chief of Staff salarié', 'Chief of Staff freelance'],
    highlightedColumn: 1,
    rows: [
      { category: 'Coût annuel', cells: ['120 à 180 k€ par an', '80 à 120 k€ par an, selon le temps consacré'] },
      { category: 'Mode de rémunération', cells: ['Salaire fixe, variable et avantages', 'Tarif journalier de 800 à 1 500 €'] },
      { category: 'Délai de démarrage', cells: ['3 à 6 mois de recrutement', 'Quelques jours'] },
      { category: 'Engagement', cells: ['Contrat à durée indéterminée', 'Mission de 3 à 18 mois, ajustable'] },
    ],
    note: 'Ordres de grandeur indicatifs, précisés selon votre besoin lors du premier échange.',
  }),
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cost comparison of the C-level page, the freelance column highlighted. */
export const Default: Story = {};

/** Three options, no highlighted column, on ivory, with a closing button. */
export const ThreeColumns: Story = {
  args: blockProps(comparisonTableSchema, {
    type: 'comparisonTable',
    surface: 'muted',
    title: 'Qui fait quoi auprès du dirigeant ?',
    categoryHeading: 'Critère',
    columns: ['Chief of Staff', 'Consultant', 'Assistant de direction'],
    rows: [
      { category: 'Périmètre', cells: ['Tous les sujets du dirigeant', 'Une question définie', "L'agenda et la logistique"] },
      { category: 'Durée', cells: ['Plusieurs mois, voire plus', 'Quelques semaines', 'Permanente'] },
      { category: 'Rôle', cells: ['Prépare et suit les décisions', 'Recommande', 'Organise'] },
    ],
  }),
};

export const WithCta: Story = { args: { cta: resolveCta(ctas.freeEvaluation) } };
