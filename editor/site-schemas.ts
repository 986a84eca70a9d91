import { blockSchemaOf, pageSchemaOf } from '../engine/schema/page.ts';
import { perSiteInUse } from '../engine/site/site-in-use.ts';
import { fieldSpec, objectSpec, type FieldSpec } from './schema-form.ts';

interface SiteSchemas {
  page: ReturnType<typeof pageSchemaOf>;
  block: ReturnType<typeof blockSchemaOf>;
  /** The page's own form (its fields besides the blocks). */
  pageSpec: ReturnType<typeof objectSpec>;
  /** Each block's form, by type. */
  blockSpecs: ReadonlyMap<string, FieldSpec>;
}

/** The schemas and forms of the site in use (engine/site/site-in-use.ts), built once per site. */
export const siteSchemas = perSiteInUse((site): SiteSchemas => {
  const page = pageSchemaOf(site.blocks);
  return {
    page,
    block: blockSchemaOf(site.blocks),
    pageSpec: objectSpec(page as never),
    blockSpecs: new Map(Object.entries(site.blocks).map(([type, entry]) => [type, fieldSpec(entry.schema as never)])),
  };
});
