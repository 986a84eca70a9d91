import { multiline } from './editor-meta.ts';
import { text } from './fields.ts';
import { engineTitles } from '../site/field-titles.ts';

/** The optional heading fields most blocks open with. */
export const sectionIntro = {
  eyebrow: text.meta({ title: engineTitles.eyebrow }).optional(),
  title: text.meta({ title: engineTitles.title }).optional(),
  intro: multiline(text).meta({ title: engineTitles.intro }).optional(),
};
