import { z } from 'zod';
import { fields, line, prose } from '../../_fields/fields.ts';

/** The newsletter form's texts, under `footer.form` in data/navigation.json. */
export const newsletterTextsSchema = z.strictObject({
  title: fields.title,
  description: fields.description,
  emailLabel: line('Libellé de l’e-mail'),
  emailPlaceholder: line('Exemple d’e-mail'),
  consentLabel: prose('Libellé du consentement'),
  submitLabel: line('Bouton d’inscription'),
});
