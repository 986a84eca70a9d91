import { z } from 'zod';
import { contentWordsInUse } from '../site/content-words-in-use.ts';
import { dataFileInUse, dataFileUnreadableInUse } from '../site/site-in-use.ts';
import { formatJsonPath } from './json-path.ts';
import { engineDescriptions } from '../site/field-descriptions.ts';
import { engineTitles } from '../site/field-titles.ts';

/**
 * A block field naming a content file of data/: the file is checked against its schema and its content
 * replaces the name at build time. The page chunk then carries the content (no second fetch in the
 * browser) and the engine sees it like inline props, e.g. FAQ questions feeding the FAQPage JSON-LD.
 * The content is the site's in use (engine/site/site-in-use.ts), read when the page is parsed. Problems name
 * the data file and the path inside it.
 */
export function dataCollection<const N extends string, S extends z.ZodType>(name: N, schema: S) {
  const file = `data/${name}.json`;
  return z
    .literal(name)
    .meta({ title: engineTitles.dataFile, description: engineDescriptions.dataFile })
    .transform((_, context): z.output<S> => {
      const content = dataFileInUse(file);
      if (content === undefined) {
        const words = contentWordsInUse();
        context.addIssue({ code: 'custom', message: dataFileUnreadableInUse(file) ? words.unreadableDataFile(file) : words.noDataFile(file) });
        return z.NEVER;
      }
      const result = schema.safeParse(content, { error: contentWordsInUse().zodErrors });
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        const where = issue.path.length > 0 ? ` › ${formatJsonPath(issue.path)}` : '';
        context.addIssue({ code: 'custom', message: `${file}${where}: ${issue.message}` });
      }
      return z.NEVER;
    });
}
