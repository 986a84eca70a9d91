import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { SchemaOf } from '../../../engine/site/schema-context.ts';
import { siteContext } from '../../site-context.ts';

/**
 * A block's props exactly as the site serves them: read from the real page file and parsed by the block's
 * schema, built for the site (links resolved, data files inlined). Component tests thus exercise the content visitors see,
 * the spec's wording included. With several blocks of one type, `id` picks one.
 */
export function pageBlock<S extends z.ZodType>(page: string, type: string, schema: SchemaOf<S>, id?: string): z.output<S> {
  const file = join(process.cwd(), 'pages', `${page}.json`);
  const { blocks } = JSON.parse(readFileSync(file, 'utf8')) as { blocks: { type: string; id?: string }[] };
  const block = blocks.find((candidate) => candidate.type === type && (id === undefined || candidate.id === id));
  if (!block) throw new Error(`pages/${page}.json has no "${type}" block${id ? ` with id "${id}"` : ''}`);
  return schema(siteContext).parse(block);
}
