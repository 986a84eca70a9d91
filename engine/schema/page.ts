import { z } from 'zod';
import { blockRegistry } from '../../blocks/registry.ts';
import { text } from './fields.ts';

export const structuredDataKinds = ['WebPage', 'Service', 'Article', 'FAQPage'] as const;
export type StructuredDataKind = (typeof structuredDataKinds)[number];

export const routePath = z.string().regex(/^\/([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Expected a route path like "/" or "/quarter-plan"');

type Registry = typeof blockRegistry;
type BlockSchema = Registry[keyof Registry]['schema'];

const blockSchemas = Object.values(blockRegistry).map((entry) => entry.schema) as unknown as [BlockSchema, ...BlockSchema[]];

export const blockSchema = z.discriminatedUnion('type', blockSchemas);

export const pageSchema = z.strictObject({
  $schema: z.string().optional(),
  path: routePath.describe('The route this file serves. Must be unique.'),
  seo: z.strictObject({
    title: text.max(60, 'A title of at most 60 characters, so search results show it whole'),
    description: text.max(160, 'A description of at most 160 characters, so search results show it whole'),
    image: z.string().startsWith('/').optional().describe('Social-sharing image under public/, defaults to the site image.'),
    structuredData: z
      .array(z.enum(structuredDataKinds))
      .default([])
      .describe('JSON-LD kinds besides Organization and BreadcrumbList. FAQPage is built from the FAQ content on the page.'),
  }),
  breadcrumb: z
    .union([
      z.null(),
      z.strictObject({
        label: text,
        parent: routePath.optional().describe('Route of the parent entry between "Accueil" and this page.'),
      }),
    ])
    .describe('Label of this page in the breadcrumb bar, or null for no breadcrumb bar.'),
  blocks: z.array(blockSchema).min(1),
});

export type PageInput = z.input<typeof pageSchema>;
export type Page = z.output<typeof pageSchema>;
export type Block = z.output<BlockSchema>;
export type BlockType = keyof Registry;
