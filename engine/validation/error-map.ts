import type { z } from 'zod';
import type { ContentIssue } from './issue.ts';

/** Messages written for someone editing JSON by hand. */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
  if (issue.code === 'invalid_union' && 'note' in issue && issue.note === 'No matching discriminator') {
    const key = 'discriminator' in issue && typeof issue.discriminator === 'string' ? issue.discriminator : 'type';
    const options = 'options' in issue && Array.isArray(issue.options) ? issue.options.join(', ') : '';
    const found = (issue.input as Record<string, unknown> | undefined)?.[key];
    const what = key === 'type' ? 'block type' : `"${key}" value`;
    return `Unknown ${what} ${JSON.stringify(found)}. Known: ${options}`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
  }
  return undefined;
};

/** `value` parsed by `schema` with the messages above, each problem located in `file`. */
export function parseContent<S extends z.ZodType>(schema: S, value: unknown, file: string): { data: z.output<S> | undefined; issues: ContentIssue[] } {
  const result = schema.safeParse(value, { error: contentErrorMap });
  if (result.success) return { data: result.data, issues: [] };
  return { data: undefined, issues: result.error.issues.map((issue) => ({ file, path: issue.path, message: issue.message })) };
}
