import { z } from 'zod';
import { quoted } from '../_fields/french-spacing.ts';
import { titled } from '../_fields/fields.ts';

export const collectionId = titled(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a kebab-case id like "quarter-plan"'), 'Identifiant');

/**
 * A collection file: exactly the number of entries the site spec fixes (section 9), so a
 * missing or extra entry fails the build instead of silently changing a page's promise.
 */
export function collectionOf<T extends z.ZodType>(item: T, count: number, keyOf: (entry: z.output<T>) => string) {
  return z
    .array(item)
    .length(count, `Expected exactly ${count} entries (site spec, section 9)`)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        const key = keyOf(entry);
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: `Entrée en double\u00a0: ${quoted(key)}.` });
        seen.add(key);
      });
    });
}
