import type { Meta, StoryObj } from '@storybook/react-vite';
import Steps from '../blocks/steps/Steps.tsx';
import { stepsSchema } from '../blocks/steps/schema.ts';
import { blockProps, replacing } from './fixtures/block-props.ts';
import { ctas } from './fixtures/ctas.ts';

const meta = {
  title: 'Blocks/Steps',
  component: Steps,
  args: blockProps(stepsSchema, {
    type: 'steps',
    eyebrow: 'Démarrer en freelance',
    title: 'Un engagement progressif, décidé à chaque étape',
    intro: 'Vous mesurez la valeur du rôle avant de décider de sa forme définitive.',
    steps: [
      { title: 'Évaluation', duration: '3 mois', text: 'Diagnostic de votre organisation, premières priorités traitées, rituels installés.' },
      { title: 'Optimisation', duration: '6 mois', text: 'Les processus sont ajustés, les équipes autonomes sur leurs objectifs trimestriels.' },
      { title: 'Décision', text: 'Poursuivre en freelance, recruter un Chief of Staff permanent ou clore la mission.' },
    ],
  }),
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page process: three steps, two with a duration. */
export const Default: Story = {};

/** The Quarter Plan process: each step lifts under the pointer and is reachable with Tab. */
export const HighlightOnHover: Story = {
  args: replacing(
    meta.args,
    blockProps(stepsSchema, {
      type: 'steps',
      eyebrow: 'Méthode',
      title: 'Quatre étapes pour un trimestre maîtrisé',
      highlightOnHover: true,
      steps: [
        { title: 'Audit initial', duration: '1 semaine', text: 'Entretiens avec la direction et les équipes, inventaire des projets en cours.' },
        { title: 'Définition des priorités', duration: '1 semaine', text: 'Trois à cinq objectifs pour le trimestre, chacun avec son responsable.' },
        { title: 'Planification trimestrielle', text: 'Jalons, ressources et capacité, validés en comité de direction.' },
        { title: 'Suivi et ajustements', text: 'Un point hebdomadaire et une revue mensuelle pour corriger la trajectoire.' },
      ],
      cta: ctas.booking,
    }),
  ),
};

export const Muted: Story = { args: { surface: 'muted' } };

export const Dark: Story = { args: { surface: 'dark' } };
