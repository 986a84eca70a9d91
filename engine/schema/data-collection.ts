import { z } from 'zod';
import type { SchemaContext } from '../site/schema-context.ts';
import { formatJsonPath } from './json-path.ts';
import { engineDescriptions } from '../site/field-descriptions.ts';
import { engineTitles } from '../site/field-titles.ts';

/**
 * A block field naming a content file of data/: the file is checked against its schema and its content
 * replaces the name at build time. The page chunk then carries the content (no second fetch in the
 * browser) and the engine sees it like inline props, e.g. FAQ questions feeding the FAQPage JSON-LD.
 * The content is that of `site`'s data files. Problems name the data file and the path inside it.
 */
export function dataCollection<const N extends string, S extends z.ZodType>(site: SchemaContext, name: N, schema: S) {
  const file = `data/${name}.json`;
  const { dataFiles, words } = site;
  return z
    .literal(name)
    .meta({ title: engineTitles.dataFile, description: engineDescriptions.dataFile })
    .transform((_, context): z.output<S> => {
      const content = dataFiles.files.get(file);
      if (content === undefined) {
        context.addIssue({ code: 'custom', message: dataFiles.unreadable?.includes(file) ? words.unreadableDataFile(file) : words.noDataFile(file) });
        return z.NEVER;
      }
      const result = schema.safeParse(content, { error: words.zodErrors });
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        const where = issue.path.length > 0 ? ` › ${formatJsonPath(issue.path)}` : '';
        context.addIssue({ code: 'custom', message: `${file}${where}: ${issue.message}` });
      }
      return z.NEVER;
    });
}
