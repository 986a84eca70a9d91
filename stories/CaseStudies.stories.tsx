import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import bankPage from '../pages/bancassurance.json' with { type: 'json' };
import mediaPage from '../pages/medias.json' with { type: 'json' };
import CaseStudies from '../blocks/case-studies/CaseStudies.tsx';
import { caseStudiesSchema } from '../blocks/case-studies/schema.ts';
import { blockProps, replacing } from './fixtures/block-props.ts';
import { settled } from './fixtures/settled.ts';
import { pageBlockInput } from './fixtures/page-block.ts';
import { storyImage } from './fixtures/story-image.ts';

const meta = {
  title: 'Blocks/CaseStudies',
  component: CaseStudies,
  args: blockProps(caseStudiesSchema, pageBlockInput(mediaPage, caseStudiesSchema, 'caseStudies')),
} satisfies Meta<typeof CaseStudies>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Défis Relevés": the detailed network case across the width, three cases below. */
export const MediaCases: Story = {};

/** The network case's five workstreams, opened. */
export const DetailsOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByText(/^Voir les 5 chantiers/).closest('summary')!;
    await userEvent.click(toggle);
    await expect((toggle.parentElement as HTMLDetailsElement).open).toBe(true);
    await settled(toggle.parentElement!);
    await expect(canvas.getByText('Masquer le détail')).toBeVisible();
  },
};

/** The bank's three missions, none with a breakdown. */
export const BankMissions: Story = {
  args: replacing(meta.args, blockProps(caseStudiesSchema, pageBlockInput(bankPage, caseStudiesSchema, 'caseStudies'))),
};

const illustration = storyImage('Illustration abstraite : des collines bleu nuit sous un soleil couleur laiton');

/** Each case with an image: at the top of a narrow card, beside the summary of the detailed one from 64rem. */
export const WithImages: Story = {
  args: { cases: meta.args.cases.map((study) => ({ ...study, image: illustration })) },
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img', { name: illustration.alt });
    await expect(images).toHaveLength(meta.args.cases.length);
    for (const image of images) await expect(image).toHaveAttribute('loading', 'lazy');
  },
};
