import { z } from 'zod';
import { text } from '../../engine/schema/fields.ts';
import { fields } from '../_fields/fields.ts';

/** A content text with named slots the component fills; each slot must be present. */
export function templateText(...slots: string[]) {
  const expected = slots.map((slot) => `{${slot}}`);
  return text
    .refine((value) => expected.every((slot) => value.includes(slot)), `Must contain ${expected.join(' and ')}`)
    .describe(`Text with the slot${slots.length > 1 ? 's' : ''} ${expected.join(', ')}, filled in by the component.`);
}

/** A toast: its title and its sentence. */
export const notice = z.strictObject({ title: fields.title, description: fields.description });
export type Notice = z.output<typeof notice>;
