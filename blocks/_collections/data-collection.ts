import { z } from 'zod';
import { formatJsonPath } from '../../engine/validation/issue.ts';

/**
 * A block field naming a content file of data/: the file is checked against its schema and its content
 * replaces the name at build time. The page chunk then carries the content (no second fetch in the
 * browser) and the engine sees it like inline props, e.g. FAQ questions feeding the FAQPage JSON-LD.
 * Problems name the data file and the path inside it.
 */
export function dataCollection<const N extends string, S extends z.ZodType>(name: N, content: unknown, schema: S) {
  return z
    .literal(name)
    .describe(`Content of data/${name}.json, checked and inlined at build time.`)
    .transform((_, context): z.output<S> => {
      const result = schema.safeParse(content);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        const where = issue.path.length > 0 ? ` › ${formatJsonPath(issue.path)}` : '';
        context.addIssue({ code: 'custom', message: `data/${name}.json${where}: ${issue.message}` });
      }
      return z.NEVER;
    });
}
