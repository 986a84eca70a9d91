import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { linkField } from '../../engine/schema/link.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, spokenName, titled } from '../_fields/fields.ts';
import { frenchSpacing } from '../_fields/french-spacing.ts';

export const readingGuideSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'readingGuide', {
    label: spokenName('Nom du sommaire', 'ce sommaire', 'Sommaire du manifeste'),
    links: titled(
      z
        .array(
          titled(
            z.strictObject({
              label: fields.label,
              href: linkField(site, frenchSpacing('Une ancre de cette page, par exemple « #principes » : le lien mène à la section qui la porte.')),
            }),
            'Lien',
          ),
        )
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

export type ReadingGuideProps = z.output<ReturnType<typeof readingGuideSchema>>;
