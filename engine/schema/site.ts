import { z } from 'zod';
import type { ContentWords } from '../site/content-words.ts';
import { text } from './fields.ts';

const url = z.url({ protocol: /^https$/ });

/** data/site.json, its messages in `words`. */
export const siteSchemaOf = (words: ContentWords) =>
  z.strictObject({
    $schema: z.string().optional(),
    ownerSettings: z.string().describe('Reminder for the site owner: every value in this file is theirs to set.'),
    brand: z.strictObject({ name: text, shortName: text, tagline: text, city: text, region: text }),
    contact: z.strictObject({ email: z.email() }),
    legal: z.strictObject({ companyName: text, tradeRegister: text }),
    baseUrl: url.refine((value) => !value.endsWith('/'), { error: words.baseUrlTrailingSlash }),
    defaultSocialImage: z.string().startsWith('/'),
    externalLinks: z.record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/), url),
    tallyForms: z.record(z.string(), z.string().regex(/^[A-Za-z0-9]+$/, { error: words.tallyFormId })),
  });

export type Site = z.output<ReturnType<typeof siteSchemaOf>>;
