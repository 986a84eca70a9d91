import type { z } from 'zod';

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
