import type { Meta, StoryObj } from '@storybook/react-vite';
import CardGrid from '../blocks/card-grid/CardGrid.tsx';
import { cardGridSchema } from '../blocks/card-grid/schema.ts';
import { blockProps, replacing } from './fixtures/block-props.ts';
import { ctas, resolveCta } from './fixtures/ctas.ts';

const advantages = blockProps(cardGridSchema, {
  type: 'cardGrid',
  id: 'avantages',
  eyebrow: 'Avantages',
  title: 'Ce que change un Chief of Staff',
  intro: 'Six bénéfices que nos clients citent le plus souvent après un premier trimestre.',
  cards: [
    { icon: 'target', title: 'Des priorités claires', text: 'Une feuille de route trimestrielle que chaque équipe comprend et sait décliner.' },
    { icon: 'clock', title: 'Du temps pour décider', text: "Le dirigeant délègue le suivi et se concentre sur les arbitrages qui n'appartiennent qu'à lui." },
    {
      icon: 'users',
      title: 'Des équipes coordonnées',
      text: 'Objectifs partagés, rituels de suivi et responsabilités explicites entre les directions.',
      link: { label: 'Lire le guide OKR', href: '/okr-chief-of-staff' },
    },
    { icon: 'trending-up', title: 'Une exécution mesurée', text: "Des indicateurs simples pour savoir où l'on en est, chaque semaine." },
    { icon: 'shield', title: 'Des risques anticipés', text: 'Les sujets sensibles remontent tôt, avec une option de traitement.' },
    { icon: 'compass', title: 'Un regard extérieur', text: "L'expérience d'autres entreprises, sans les délais d'un recrutement." },
  ],
});

const meta = {
  title: 'Blocks/CardGrid',
  component: CardGrid,
  args: advantages,
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six advantages in three columns; the team-coordination card links to the OKR guide. */
export const Default: Story = {};

export const Muted: Story = { args: { surface: 'muted' } };

/** The heading goes light on navy; the cards stay white panels. A closing button in the accent colour. */
export const DarkWithCta: Story = { args: { surface: 'dark', cta: resolveCta(ctas.booking) } };

/** The services catalogue: a category tag, two benefits and a link on each card, two columns. */
export const ServiceCatalogue: Story = {
  args: replacing(
    meta.args,
    blockProps(cardGridSchema, {
      type: 'cardGrid',
      title: 'Nos services',
      columns: 2,
      cards: [
        {
          icon: 'compass',
          label: 'Stratégie',
          title: 'Consultation stratégique',
          text: "Un regard extérieur sur une décision clé, à l'heure ou chaque mois.",
          points: ['Un diagnostic en une séance', 'Des recommandations actionnables'],
          link: { label: 'En savoir plus', href: '/consultation-strategique' },
        },
        {
          icon: 'calendar',
          label: 'Planification',
          title: 'Quarter Plan',
          text: 'Trois mois de priorités, de ressources et de jalons, validés avec vos équipes.',
          points: ["+50% d'adhésion des équipes", '-40% de réunions inutiles'],
          link: { label: 'En savoir plus', href: '/quarter-plan' },
        },
        {
          icon: 'briefcase',
          label: 'Transition',
          title: 'Management de transition',
          text: 'Un dirigeant opérationnel pendant 3 à 12 mois, le temps de recruter ou de transformer.',
          points: ['Opérationnel en quelques jours', "50 à 70% moins cher qu'un recrutement"],
          link: { label: 'En savoir plus', href: '/interim-management' },
        },
        {
          icon: 'users',
          label: 'Organisation',
          title: 'Alignement des équipes',
          text: 'Des objectifs partagés et des rituels qui tiennent dans la durée.',
          points: ['Des OKR compris par tous', 'Des comités utiles'],
          link: { label: 'En savoir plus', href: '/alignement-equipes' },
        },
      ],
      cta: ctas.services,
    }),
  ),
};

/** Four narrow columns, no heading and no icons: the least a card needs. */
export const FourColumnsPlain: Story = {
  args: replacing(
    meta.args,
    blockProps(cardGridSchema, {
      type: 'cardGrid',
      columns: 4,
      cards: [
        { title: 'Médias', text: 'Veille, nouveaux modèles de monétisation, risques technologiques.' },
        { title: 'Bancassurance', text: 'Programmes agiles à grande échelle et lancements de produits.' },
        { title: 'Private equity', text: 'Plans de création de valeur dans les participations.' },
        { title: 'Retail', text: 'Ouvertures, omnicanal et pilotage de la performance.' },
      ],
    }),
  ),
};
