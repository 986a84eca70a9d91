import { z } from 'zod';
import { siteInUse } from '../site/site-in-use.ts';
import { contentRoles, markLink } from './declared.ts';
import { contentWordsInUse } from '../site/content-words-in-use.ts';
import { engineDescriptions } from '../site/field-descriptions.ts';
import { engineTitles } from '../site/field-titles.ts';

/** A link after build-time resolution: what components receive. */
export interface ResolvedLink {
  href: string;
  external: boolean;
}

/** The names of the site's external links ("booking"), which a link field may hold instead of a route. */
export const externalLinkNames = (): string[] => Object.keys(siteInUse().links);

const internalPattern = /^(\/[a-z0-9-]*(\/[a-z0-9-]+)*)?(#[a-z0-9-]+)?$/;

const internalLink = z
  .string()
  .min(1)
  .regex(internalPattern, { error: () => contentWordsInUse().internalLink })
  .describe(engineDescriptions.internalLink);

// Built on first use, from the site in use: the names are the site's (engine/site/site-in-use.ts).
const externalLink = z.lazy(() => z.enum(externalLinkNames() as [string, ...string[]]).describe(engineDescriptions.namedLink));

/** A link as written in content, resolved and declared as a link: its route and anchor are checked after parsing. */
export function resolveLink(value: string): ResolvedLink {
  const url = siteInUse().links[value];
  return markLink(url === undefined ? { href: value, external: false } : { href: url, external: true });
}

/**
 * A field that is a link: where it may point; route and anchor targets are checked against the pages after
 * parsing. Only fields declared with it (or with `cta`) are checked as links.
 */
export function linkField(description?: string) {
  const resolved = z.union([externalLink, internalLink]).transform(resolveLink);
  const field = resolved.meta(description === undefined ? { title: engineTitles.link } : { title: engineTitles.link, description });
  contentRoles.add(field, { role: 'link' });
  return field;
}

/** A call to action: a label and a link. */
export const cta = z.strictObject({
  label: z.string().min(1).meta({ title: engineTitles.label }),
  href: linkField(),
});
export type Cta = z.output<typeof cta>;
