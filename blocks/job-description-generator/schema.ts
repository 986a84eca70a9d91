import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { notice, templateText } from '../_interactive/fields.ts';

const field = z.strictObject({ label: text, placeholder: text.optional() });

export const jobDescriptionGeneratorSchema = defineBlockSchema('jobDescriptionGenerator', {
  ...sectionIntro,
  fields: z.strictObject({
    companyName: field,
    companySize: field.describe('The four sizes are labelled in lead.ts (the job description prints the same labels).'),
    sector: field,
    email: field,
    missions: field.extend({ hint: text.optional() }),
    salaryRange: field,
  }),
  optionalMark: text.describe('Shown after the labels of optional fields, e.g. "(facultatif)".'),
  invalidEmail: text.describe('Shown under the e-mail field when the address is not one.'),
  submitLabel: text,
  submittingLabel: text,
  privacyNote: text,
  messages: z.strictObject({
    downloaded: notice,
    generationFailed: z.strictObject({ title: text, description: templateText('message') }),
    failed: z.strictObject({ title: text, description: templateText('message') }),
    unknownError: text.describe('Stands for {message} when the failure has none.'),
  }),
});

export type JobDescriptionGeneratorProps = z.output<typeof jobDescriptionGeneratorSchema>;
