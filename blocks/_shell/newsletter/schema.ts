import { z } from 'zod';
import { text } from '../../../engine/schema/fields.ts';

/** The newsletter form's texts, under `footer.form` in data/navigation.json. */
export const newsletterTextsSchema = z.strictObject({
  title: text,
  description: text,
  emailLabel: text,
  emailPlaceholder: text,
  consentLabel: text,
  submitLabel: text,
});
