import { z } from 'zod';
import { text } from '../../engine/schema/fields.ts';
import { fields, plainProse } from '../_fields/fields.ts';
import { frenchSpacing } from '../_fields/french-spacing.ts';

/** "{a}, {b} et {c}". */
const frenchList = (items: string[]) => `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;

/** A content text with named slots the component fills; each slot must be present. */
export function templateText(...slots: string[]) {
  const expected = slots.map((slot) => `{${slot}}`);
  return text
    .refine((value) => expected.every((slot) => value.includes(slot)), frenchSpacing(`Doit contenir ${frenchList(expected)}.`))
    .describe(
      frenchSpacing(
        slots.length === 1
          ? `Gardez ${expected[0]} dans le texte : il est remplacé par sa valeur à l’affichage.`
          : `Gardez ${frenchList(expected)} dans le texte : ils sont remplacés par leurs valeurs à l’affichage.`,
      ),
    );
}

/** A toast: its title and its sentence. */
export const notice = z.strictObject({ title: fields.title, description: plainProse('Description') });
export type Notice = z.output<typeof notice>;
