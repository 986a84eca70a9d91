import type { Meta, StoryObj } from '@storybook/react-vite';
import Tabs from '../blocks/tabs/Tabs.tsx';
import { tabsSchema } from '../blocks/tabs/schema.ts';
import { blockProps } from './fixtures/block-props.ts';

const meta = {
  title: 'Blocks/Tabs',
  component: Tabs,
  args: blockProps(tabsSchema, {
    type: 'tabs',
    id: 'methodologies',
    eyebrow: 'Méthodologies',
    title: 'Nos méthodes de travail',
    intro: 'Des méthodes éprouvées, adaptées à la taille et à la maturité de votre organisation.',
    tabs: [
      {
        label: 'OKR',
        title: 'Objectifs et résultats clés',
        paragraphs: [
          "Les OKR relient la stratégie de l'entreprise au travail de chaque équipe : un objectif qualitatif, quelques résultats clés mesurables, une revue à chaque trimestre.",
        ],
        points: ["Une déclinaison de l'entreprise aux individus", 'Des revues trimestrielles animées par le Chief of Staff'],
        cta: { label: 'Lire le guide OKR', href: '/okr-chief-of-staff' },
      },
      {
        label: 'Quarter Plan',
        title: 'Le plan trimestriel',
        paragraphs: ['Le Quarter Plan fixe les priorités, les responsables et les capacités des trois mois à venir.'],
        points: ['Un audit des chantiers en cours', 'Un suivi hebdomadaire et une revue de fin de trimestre'],
        cta: { label: 'Découvrir le Quarter Plan', href: '/quarter-plan' },
      },
      {
        label: 'Rituels de pilotage',
        title: 'Des réunions qui décident',
        paragraphs: ["Chaque rituel a un objectif, un ordre du jour et un compte rendu assorti d'actions."],
      },
    ],
  }),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tabs, the first open; the others are in the HTML, hidden. */
export const Default: Story = {};

export const Muted: Story = { args: { surface: 'muted' } };

/** Without heading, two tabs of plain text. */
export const Minimal: Story = {
  args: blockProps(tabsSchema, {
    type: 'tabs',
    tabs: [
      { label: 'Ponctuel', title: "Consultation à l'heure", paragraphs: ['Pour un sujet précis ou une décision à prendre rapidement.'] },
      { label: 'Mensuel', title: 'Accompagnement mensuel', paragraphs: ['Des séances à date fixe et un suivi entre les rendez-vous.'] },
    ],
  }),
};
