import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { cta } from '../../engine/schema/link.ts';

export const heroSchema = defineBlockSchema('hero', {
  eyebrow: text.optional(),
  title: text.describe('The page title (h1).'),
  subtitle: text,
  primaryCta: cta,
  secondaryCta: cta.optional(),
  highlights: z.array(text).max(4).default([]).describe('Short reassurance points under the buttons.'),
});

export type HeroProps = z.output<typeof heroSchema>;
