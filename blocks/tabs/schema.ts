import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { cta } from '../../engine/schema/link.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';

const tab = z.strictObject({
  label: text.describe('Text of the tab button.'),
  title: text,
  paragraphs: z.array(text).min(1),
  points: z.array(text).default([]),
  cta: cta.optional(),
});

export const tabsSchema = defineBlockSchema('tabs', {
  ...sectionIntro,
  tabs: z
    .array(tab)
    .min(2)
    .max(6)
    .refine((tabs) => new Set(tabs.map((item) => item.label)).size === tabs.length, 'Each tab needs its own label'),
});

export type TabsProps = z.output<typeof tabsSchema>;
export type TabContent = TabsProps['tabs'][number];
