import { z } from 'zod';
import { navigationSchema } from '../schema/navigation.ts';
import { pageSchema } from '../schema/page.ts';
import { siteSchema } from '../schema/site.ts';

/** The editor schemas, by file name under engine/schema/generated/. */
export const generatedSchemaFiles = {
  'page.schema.json': pageSchema,
  'site.schema.json': siteSchema,
  'navigation.schema.json': navigationSchema,
};

/** JSON Schema for what an author writes (the input side of transforms such as link resolution). */
export function jsonSchemaText(schema: z.ZodType): string {
  return `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' }), null, 2)}\n`;
}
