import { z } from 'zod';
import type { BlockRegistry } from '../site/definition.ts';
import { text } from './fields.ts';
import type { ContentWords } from '../site/content-words.ts';
import type { SchemaContext } from '../site/schema-context.ts';
import { engineDescriptions } from '../site/field-descriptions.ts';
import { engineTitles } from '../site/field-titles.ts';
import { routePattern } from './route.ts';

export const structuredDataKinds = ['WebPage', 'Service', 'Article', 'FAQPage'] as const;
export type StructuredDataKind = (typeof structuredDataKinds)[number];

const routePath = (words: ContentWords) => z.string().regex(routePattern, { error: words.routePath });

/** A block as a page holds it once parsed: its type, its anchor and surface, and the props its schema produced. */
export interface Block {
  type: string;
  id?: string | undefined;
  [prop: string]: unknown;
}

/** A block of registry `R` once parsed: what its schemas produce (for the engine, which knows no registry, a `Block`). */
export type BlockOf<R extends BlockRegistry> = z.output<ReturnType<R[keyof R]['schema']>> & Block;

/** Any block of the registry, chosen by its `type`, built for `site`. */
export function blockSchemaOf<R extends BlockRegistry>(blocks: R, site: SchemaContext): z.ZodType<BlockOf<R>> {
  // The registry's schemas are each a `type`-discriminated object (or a union of them); zod's types cannot see that through a record.
  const schemas = Object.values(blocks).map((entry) => entry.schema(site)) as never;
  return z.discriminatedUnion('type', schemas);
}

/** A page's own fields, before its blocks (the editor's page form, which need not build every block's schema). */
export function pageFieldsSchemaOf(site: SchemaContext) {
  const { words } = site;
  return z.strictObject({
    $schema: z.string().optional(),
    path: routePath(words)
      .superRefine((path, context) => {
        // "/admin/" reserves "/admin" and everything under it.
        const reserved = site.reservedPaths.find((prefix) => `${path}/`.startsWith(prefix));
        if (reserved) context.addIssue({ code: 'custom', input: path, message: words.reservedRoute(path, reserved) });
      })
      .meta({ title: engineTitles.path, description: engineDescriptions.path }),
    seo: z
      .strictObject({
        title: text.max(60, { error: words.seoTitleTooLong(60) }).meta({ title: engineTitles.title }),
        description: text.max(160, { error: words.seoDescriptionTooLong(160) }).meta({ title: engineTitles.description }),
        image: z.string().startsWith('/').meta({ title: engineTitles.image, description: engineDescriptions.image }).optional(),
        structuredData: z.array(z.enum(structuredDataKinds)).default([]).meta({
          title: engineTitles.structuredData,
          description: engineDescriptions.structuredData,
        }),
      })
      .meta({ title: engineTitles.seo }),
    breadcrumb: z
      .union([
        z.null(),
        z.strictObject({
          label: text.meta({ title: engineTitles.label }),
          parent: routePath(words).meta({ title: engineTitles.parent, description: engineDescriptions.parent }).optional(),
        }),
      ])
      .meta({ title: engineTitles.breadcrumb, description: engineDescriptions.breadcrumb }),
  });
}

/** A page file of a site whose blocks are `blocks`, built for `site`. */
export function pageSchemaOf<R extends BlockRegistry>(blocks: R, site: SchemaContext) {
  return pageFieldsSchemaOf(site).extend({ blocks: z.array(blockSchemaOf(blocks, site)).min(1) });
}

type PageSchema = ReturnType<typeof pageSchemaOf<BlockRegistry>>;
export type PageInput = z.input<PageSchema>;
/** A parsed page of a site whose blocks are `R`; of any site for the engine. */
export type Page<R extends BlockRegistry = BlockRegistry> = Omit<z.output<PageSchema>, 'blocks'> & { blocks: BlockOf<R>[] };
