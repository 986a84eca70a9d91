import { z } from 'zod';
import { text } from '../../engine/schema/fields.ts';
import { iconName } from '../../engine/schema/icon.ts';
import { linkField } from '../../engine/schema/link.ts';
import { collectionId, collectionOf } from './collection-of.ts';

export const resourceTypes = ['interactive', 'external', 'generator', 'guide', 'comparison', 'manifesto'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export const resourceSchema = z
  .strictObject({
    id: collectionId,
    title: text,
    description: text,
    fullDescription: text,
    url: linkField(),
    benefits: z.array(text).min(2),
    category: text,
    type: z.enum(resourceTypes),
    external: z.boolean().describe('True for a named external link (opens in a new tab).'),
    icon: iconName,
  })
  .refine((resource) => resource.external === resource.url.external, {
    path: ['external'],
    message: '"external" must be true exactly when "url" names an external link of data/site.json',
  });

export const resourcesSchema = collectionOf(resourceSchema, 7, (resource) => resource.id);

export type Resource = z.output<typeof resourceSchema>;
