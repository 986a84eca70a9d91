import { z } from 'zod';
import { fields, line, plainProse } from '../../_fields/fields.ts';

/** The newsletter form's texts, under `footer.form` in data/navigation.json: words only (the engine's footer schema is the same for every site, with no links of its own). */
export const newsletterTextsSchema = z.strictObject({
  title: fields.title,
  description: plainProse('Description'),
  emailLabel: line('Libellé de l’e-mail'),
  emailPlaceholder: line('Exemple d’e-mail'),
  consentLabel: plainProse('Libellé du consentement'),
  submitLabel: line('Bouton d’inscription'),
});
