import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { buttons, fields, line, titled, texts } from '../_fields/fields.ts';

const tab = (site: SchemaContext) =>
  z
    .strictObject({
      label: line('Libellé', 'Texte du bouton de l’onglet.'),
      title: fields.title,
      paragraphs: titled(z.array(texts(site).paragraph).min(1), 'Paragraphes'),
      points: titled(z.array(fields.point), 'Points').default([]),
      cta: buttons(site).cta.optional(),
    })
    .meta({ title: 'Onglet' });

/** A new tab in the editor: its labels must differ from the other tab's. */
const newTab = (label: string) => ({ label, title: 'Titre de l’onglet', paragraphs: ['Texte de l’onglet.'] });

export const tabsSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'tabs', {
    ...sectionIntro,
    tabs: titled(
      z
        .array(tab(site))
        .min(2)
        .max(6)
        .refine((tabs) => new Set(tabs.map((item) => item.label)).size === tabs.length, 'Each tab needs its own label'),
      'Onglets',
    ),
  })
    .meta({ title: 'Onglets' })
    .register(editorMeta, { starter: { tabs: [newTab('Onglet 1'), newTab('Onglet 2')] } });

export type TabsProps = z.output<ReturnType<typeof tabsSchema>>;
export type TabContent = TabsProps['tabs'][number];
