import { z } from 'zod';
import { siteInUse } from '../site/site-in-use.ts';
import { engineDescriptions } from '../site/field-descriptions.ts';
import { engineTitles } from '../site/field-titles.ts';

/** A Tally form named in the site's definition (forms), resolved to its form id at build time. */
export const tallyForm = z
  .lazy(() => z.enum(Object.keys(siteInUse().forms) as [string, ...string[]]))
  .meta({ title: engineTitles.form, description: engineDescriptions.form })
  .transform((name) => siteInUse().forms[name]!);
