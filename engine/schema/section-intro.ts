import { text } from './fields.ts';

/** The optional heading fields most blocks open with. */
export const sectionIntro = {
  eyebrow: text.optional(),
  title: text.optional(),
  intro: text.optional(),
};
