import { z } from 'zod';
import { iconName } from '../../engine/schema/icon.ts';
import { linkField } from '../../engine/schema/link.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, prose, titled } from '../_fields/fields.ts';
import { collectionId, collectionOf } from './collection-of.ts';

export const serviceSchema = (site: SchemaContext) =>
  z
    .strictObject({
      id: collectionId,
      title: fields.title,
      description: prose(site, 'Description', 'Une phrase, affichée sur la carte du service.'),
      fullDescription: prose(site, 'Description complète'),
      url: titled(linkField(site, 'La page qui présente ce service.'), 'Page du service'),
      benefits: titled(z.array(line('Bénéfice')).length(4, 'Un service présente exactement 4\u00a0bénéfices.'), 'Bénéfices'),
      category: fields.category,
      icon: iconName,
    })
    .meta({ title: 'Service' });

export const servicesSchema = (site: SchemaContext) => collectionOf(serviceSchema(site), 7, (service) => service.id);

export type Service = z.output<ReturnType<typeof serviceSchema>>;
