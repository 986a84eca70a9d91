import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Section } from '../engine/ui-kit/Section.tsx';
import page from '../pages/fiche-poste-chief-of-staff.json' with { type: 'json' };
import { Panel } from '../blocks/_interactive/Panel.tsx';
import { GeneratorForm } from '../blocks/job-description-generator/GeneratorForm.tsx';
import JobDescriptionGenerator from '../blocks/job-description-generator/JobDescriptionGenerator.tsx';
import type { GeneratorValues } from '../blocks/job-description-generator/logic.ts';
import { jobDescriptionGeneratorSchema, type JobDescriptionGeneratorProps } from '../blocks/job-description-generator/schema.ts';
import { blockProps } from './fixtures/block-props.ts';
import { pageBlockInput } from './fixtures/page-block.ts';

const meta = {
  title: 'Blocks/JobDescriptionGenerator',
  component: JobDescriptionGenerator,
  args: blockProps(jobDescriptionGeneratorSchema, pageBlockInput(page, jobDescriptionGeneratorSchema, 'jobDescriptionGenerator')),
} satisfies Meta<typeof JobDescriptionGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: GeneratorValues = {
  companyName: 'Maison Lefèvre',
  companySize: '50-100',
  sector: 'Industrie agroalimentaire',
  missions: 'Structurer le comité de direction\nPiloter le plan de croissance externe',
  salaryRange: '75 000 € – 90 000 €',
  email: 'direction@maison-lefevre.fr',
};

/** The form as the block frames it, with given values. */
function form(args: JobDescriptionGeneratorProps, values: GeneratorValues, submitting: boolean) {
  return (
    <Section surface="muted" width="5xl">
      <Panel>
        <GeneratorForm texts={args} values={values} onChange={() => {}} submitting={submitting} onSubmit={() => {}} />
      </Panel>
    </Section>
  );
}

/** Empty: the button waits for the four required fields. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: args.submitLabel })).toBeDisabled();
  },
};

/** Every field filled: the button is ready. */
export const Filled: Story = {
  render: (args) => form(args, filled, false),
};

/** While the lead is saved and the document generated: "Génération en cours..." and every field locked. */
export const Generating: Story = {
  render: (args) => form(args, filled, true),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: args.submittingLabel })).toBeDisabled();
  },
};

/** An address that is not one is refused before anything is sent. */
export const InvalidEmail: Story = {
  render: (args) => form(args, { ...filled, email: 'direction@maison-lefevre' }, false),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: args.submitLabel }));
    await expect(canvas.getByText(args.invalidEmail)).toBeInTheDocument();
  },
};
