import type { Meta, StoryObj } from '@storybook/react-vite';
import Article from '../blocks/article/Article.tsx';
import { articleSchema } from '../blocks/article/schema.ts';
import { blockProps } from './fixtures/block-props.ts';

const meta = {
  title: 'Blocks/Article',
  component: Article,
  args: blockProps(articleSchema, {
    type: 'article',
    eyebrow: 'Informations légales',
    title: 'Politique de confidentialité',
    titleLevel: 'h1',
    lead: 'Cette politique explique quelles données personnelles {companyName} collecte sur ce site, dans quel but, et comment exercer vos droits.',
    updated: { label: 'Dernière mise à jour :' },
    sections: [
      {
        title: 'Durées de conservation',
        paragraphs: ['Vos données sont conservées pendant la durée strictement nécessaire aux finalités poursuivies :'],
        list: [
          "newsletter : au maximum 3 ans sans interaction de votre part, ou jusqu'à votre désinscription ;",
          'simulateur, fiche de poste et messages : 3 ans à compter de notre dernier échange.',
        ],
      },
      {
        title: 'Vos droits',
        paragraphs: ["Vous disposez notamment des droits de portabilité, d'opposition et de limitation du traitement."],
        closing: ['Pour exercer ces droits, écrivez-nous à {email} en précisant votre demande.'],
      },
    ],
    contact: { title: 'Nous contacter', text: 'Pour toute question sur cette politique ou sur vos données personnelles :' },
  }),
} satisfies Meta<typeof Article>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The privacy policy: h1, today's date, sections, the address as a mail link and the contact card from the site settings. */
export const Default: Story = {};

/** Under a page hero: no title, sections as h2, no date, no contact card. */
export const InPage: Story = {
  args: blockProps(articleSchema, {
    type: 'article',
    sections: [
      {
        title: 'Temporaire par nature, durable par ses effets',
        paragraphs: [
          "Un Chief of Staff freelance n'a pas vocation à s'installer. Son objectif est de laisser derrière lui une organisation qui fonctionne mieux.",
        ],
      },
      {
        title: 'Comment choisir ?',
        paragraphs: ['Trois questions permettent de trancher :'],
        list: ['Votre besoin est-il lié à une période précise ?', 'Savez-vous quel profil recruter ?', 'Pouvez-vous attendre plusieurs mois ?'],
      },
    ],
  }),
};

/** An article in the middle of a page: its title is an h2, its sections h3. */
export const WithSectionTitle: Story = {
  args: blockProps(articleSchema, {
    type: 'article',
    surface: 'muted',
    title: 'Un rôle né dans les grandes organisations',
    sections: [
      { title: 'Dans les grands groupes', paragraphs: ["La complexité de l'organisation justifie un bras droit permanent auprès du dirigeant."] },
      { title: 'Dans les PME', paragraphs: ["Le besoin est réel, mais il n'est pas toujours constant."] },
    ],
  }),
};
