import { z } from 'zod';
import { text } from '../../engine/schema/fields.ts';
import { iconName } from '../../engine/schema/icon.ts';
import { linkField } from '../../engine/schema/link.ts';
import { collectionId, collectionOf } from './collection-of.ts';

export const serviceSchema = z.strictObject({
  id: collectionId,
  title: text,
  description: text.describe('One sentence shown on cards.'),
  fullDescription: text,
  url: linkField('The service page.'),
  benefits: z.array(text).length(4, 'A service lists exactly 4 benefits'),
  category: text,
  icon: iconName,
});

export const servicesSchema = collectionOf(serviceSchema, 7, (service) => service.id);

export type Service = z.output<typeof serviceSchema>;
