import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import Faq from '../blocks/faq/Faq.tsx';
import { faqSchema } from '../blocks/faq/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { plainText } from '../engine/schema/formatted-text.ts';

const meta = {
  title: 'Blocks/Faq',
  component: Faq,
  args: blockProps(faqSchema, {
    type: 'faq',
    id: 'faq',
    eyebrow: 'FAQ',
    title: 'Vos questions sur le Chief of Staff freelance',
    intro: "Les réponses aux questions que l'on nous pose le plus souvent lors du premier échange.",
    items: [
      {
        question: 'Quelle différence entre un Chief of Staff et un consultant ?',
        answer:
          "Le consultant intervient sur une mission courte et délimitée. Le Chief of Staff s'inscrit dans la durée, aux côtés du dirigeant, et prend en charge l'exécution de la stratégie dans son ensemble.",
      },
      {
        question: 'Combien de temps dure une mission ?',
        answer: "De 3 mois à 2 ans selon vos enjeux. Nous commençons souvent par une période d'évaluation de 3 mois.",
      },
      {
        question: "À partir de quelle taille une entreprise a-t-elle besoin d'un Chief of Staff ?",
        answer:
          "Dès que le dirigeant passe plus de temps à coordonner qu'à décider : souvent à partir de 20 à 50 collaborateurs, ou lors d'une phase de forte croissance.",
      },
      {
        question: 'Le Chief of Staff travaille-t-il sur site ?',
        answer: 'Nous combinons présence sur site pour les temps forts (comités, séminaires) et travail à distance pour le suivi.',
      },
      {
        question: 'Comment se passe le premier échange ?',
        answer: 'Un appel gratuit de 30 minutes pour comprendre vos priorités et vérifier que le format vous convient, sans engagement.',
      },
    ],
  }),
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page FAQ: five questions, all closed. */
export const Default: Story = {};

export const Muted: Story = { args: { surface: 'muted' } };

/** Light question cards on navy under a light heading. */
export const Dark: Story = { args: { surface: 'dark' } };

/** When the page's own heading introduces the questions. */
export const WithoutHeading: Story = { args: { eyebrow: undefined, title: undefined, intro: undefined } };

/** Each question is a <details>: the browser opens and closes it. */
const expanded = (summary: HTMLElement | undefined, open: boolean) => waitFor(() => expect((summary?.parentElement as HTMLDetailsElement).open).toBe(open));

/** One answer open at a time, and the open one closes on a second click (spec: "single open, collapsible"). */
export const OneAnswerAtATime: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const [first, second] = args.items.map((item) => canvas.getByText(item.question).closest('summary') ?? undefined);
    await userEvent.click(first!);
    await expanded(first, true);
    await userEvent.click(first!);
    await expanded(first, false);

    await userEvent.click(first!);
    await expanded(first, true);
    await userEvent.click(second!);
    await expanded(second, true);
    await expanded(first, false);
    // The closed answer leaves once its closing animation has run: the story ends on a settled page.
    await waitFor(() => expect(canvas.getByText(plainText(args.items[0]!.answer))).not.toBeVisible());
  },
};
