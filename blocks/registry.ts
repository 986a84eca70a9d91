import { registerBlock } from '../engine/schema/define-block.ts';
import { cardGridSchema } from './card-grid/schema.ts';
import { ctaBandSchema } from './cta-band/schema.ts';
import { faqSchema } from './faq/schema.ts';
import { formEmbedSchema } from './form-embed/schema.ts';
import { heroSchema } from './hero/schema.ts';
import { logoStripSchema } from './logo-strip/schema.ts';
import { statsSchema } from './stats/schema.ts';
import { stepsSchema } from './steps/schema.ts';
import { textSectionSchema } from './text-section/schema.ts';

/**
 * Every block the pages may use: one line each, its schema (checked at build, never shipped)
 * and its component file (loaded only by the pages that use it).
 */
export const blockRegistry = {
  hero: registerBlock(heroSchema, 'hero/Hero.tsx'),
  textSection: registerBlock(textSectionSchema, 'text-section/TextSection.tsx'),
  stats: registerBlock(statsSchema, 'stats/Stats.tsx'),
  logoStrip: registerBlock(logoStripSchema, 'logo-strip/LogoStrip.tsx'),
  cardGrid: registerBlock(cardGridSchema, 'card-grid/CardGrid.tsx'),
  steps: registerBlock(stepsSchema, 'steps/Steps.tsx'),
  faq: registerBlock(faqSchema, 'faq/Faq.tsx'),
  ctaBand: registerBlock(ctaBandSchema, 'cta-band/CtaBand.tsx'),
  formEmbed: registerBlock(formEmbedSchema, 'form-embed/FormEmbed.tsx'),
};
