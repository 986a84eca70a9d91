import { z } from 'zod';
import type { SchemaContext } from '../site/schema-context.ts';
import { engineDescriptions } from '../site/field-descriptions.ts';
import { engineTitles } from '../site/field-titles.ts';

/** A Tally form named in `site`'s definition (forms), resolved to its form id at build time. */
export const tallyForm = (site: SchemaContext) =>
  z
    .enum(Object.keys(site.forms) as [string, ...string[]])
    .meta({ title: engineTitles.form, description: engineDescriptions.form })
    .transform((name) => site.forms[name]!);
