import { z } from 'zod';
import { labelledOptions } from '../../engine/schema/editor-meta.ts';
import { iconName } from '../../engine/schema/icon.ts';
import { linkField } from '../../engine/schema/link.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, prose, texts, titled } from '../_fields/fields.ts';
import { collectionId, collectionOf } from './collection-of.ts';

export const resourceTypes = ['interactive', 'external', 'generator', 'guide', 'comparison', 'manifesto'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export const resourceSchema = (site: SchemaContext) =>
  z
    .strictObject({
      id: collectionId,
      title: fields.title,
      description: texts(site).description,
      fullDescription: prose(site, 'Description complète'),
      url: linkField(site),
      benefits: titled(z.array(line('Bénéfice')).min(2), 'Bénéfices'),
      category: fields.category,
      type: titled(
        labelledOptions(z.enum(resourceTypes), {
          interactive: 'Outil interactif',
          external: 'Lien externe',
          generator: 'Générateur',
          guide: 'Guide',
          comparison: 'Comparatif',
          manifesto: 'Manifeste',
        }),
        'Type de ressource',
      ),
      external: titled(z.boolean(), 'Lien externe', 'À cocher quand le lien mène vers un autre site : il s’ouvre alors dans un nouvel onglet.'),
      icon: iconName,
    })
    .refine((resource) => resource.external === resource.url.external, {
      path: ['external'],
      message: '"external" must be true exactly when "url" names an external link of data/site.json',
    })
    .meta({ title: 'Ressource' });

export const resourcesSchema = (site: SchemaContext) => collectionOf(resourceSchema(site), 7, (resource) => resource.id);

export type Resource = z.output<ReturnType<typeof resourceSchema>>;
