import type { z } from 'zod';
import type { ContentWords } from '../site/content-words.ts';
import type { ContentIssue } from './issue.ts';

/** Messages written for someone editing content: zod's, but for a few the engine words itself, in `words`. */
export const contentErrorMap =
  (words: ContentWords): z.core.$ZodErrorMap =>
  (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return words.required;
    if (issue.code === 'invalid_union' && 'note' in issue && issue.note === 'No matching discriminator') {
      const key = 'discriminator' in issue && typeof issue.discriminator === 'string' ? issue.discriminator : 'type';
      const options = 'options' in issue && Array.isArray(issue.options) ? issue.options.map(String) : [];
      const found = JSON.stringify((issue.input as Record<string, unknown> | undefined)?.[key]);
      return key === 'type' ? words.unknownBlockType(found, options) : words.unknownChoice(key, found, options);
    }
    if (issue.code === 'unrecognized_keys') return words.unknownFields(issue.keys);
    return words.zodErrors(issue);
  };

/** `value` parsed by `schema` with the messages above in `words`, each problem located in `file`. */
export function parseContent<S extends z.ZodType>(
  schema: S,
  value: unknown,
  file: string,
  words: ContentWords,
): { data: z.output<S> | undefined; issues: ContentIssue[] } {
  // Without zod's compiled fast path: a site's schemas are made for each read of its content and parse a few values
  // each, so compiling that path (a `new Function` per object schema) costs more than it saves (bench/RESULTS.md,
  // "Dev server: first page when cold").
  const result = schema.safeParse(value, { error: contentErrorMap(words), jitless: true });
  if (result.success) return { data: result.data, issues: [] };
  return { data: undefined, issues: result.error.issues.map((issue) => ({ file, path: issue.path, message: issue.message })) };
}
