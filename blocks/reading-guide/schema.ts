import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { linkField } from '../../engine/schema/link.ts';
import { fields, line, titled } from '../_fields/fields.ts';

export const readingGuideSchema = defineBlockSchema('readingGuide', {
  label: line('Nom du sommaire', 'Accessible name of the quick navigation, e.g. "Sommaire du manifeste".'),
  links: titled(
    z
      .array(titled(z.strictObject({ label: fields.label, href: linkField('An anchor of this page, e.g. "#principes".') }), 'Lien'))
      .min(2)
      .max(6)
      .refine((links) => links.every((item) => item.href.href.startsWith('#')), 'Quick navigation links are anchors of this page ("#principes")'),
    'Liens',
  ),
})
  .meta({ title: 'Guide de lecture' })
  // Its links must be anchors of the page: a new guide points at itself until the person picks sections.
  .register(editorMeta, {
    starter: {
      id: 'guide-de-lecture',
      links: [
        { label: 'Début du guide', href: '#guide-de-lecture' },
        { label: 'Sections', href: '#guide-de-lecture' },
      ],
    },
  });

export type ReadingGuideProps = z.output<typeof readingGuideSchema>;
