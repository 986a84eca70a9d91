import { z } from 'zod';
import { contentRoles, markLink } from './declared.ts';
import { routeSource } from './route.ts';
import type { SchemaContext } from '../site/schema-context.ts';
import { engineDescriptions } from '../site/field-descriptions.ts';
import { engineTitles } from '../site/field-titles.ts';

/** A link after build-time resolution: what components receive. */
export interface ResolvedLink {
  href: string;
  external: boolean;
}

/** A route, an anchor on it ("/secteurs/retail#contact"), or an anchor on the page itself ("#contact"). */
const internalPattern = new RegExp(`^(?:${routeSource})?(?:#[a-z0-9-]+)?$`);

/** A link as written in content (a route, an anchor, or a name of `site`'s links), resolved and declared as a link: its route and anchor are checked after parsing. */
export function resolveLink(site: Pick<SchemaContext, 'links'>, value: string): ResolvedLink {
  const url = site.links[value];
  return markLink(url === undefined ? { href: value, external: false } : { href: url, external: true });
}

/**
 * A field that is a link: where it may point, `site`'s named links among them; route and anchor targets are
 * checked against the pages after parsing. Only fields declared with it (or with `cta`) are checked as links.
 */
export function linkField(site: SchemaContext, description?: string) {
  const external = z.enum(Object.keys(site.links) as [string, ...string[]]).describe(engineDescriptions.namedLink);
  const internal = z.string().min(1).regex(internalPattern, { error: site.words.internalLink }).describe(engineDescriptions.internalLink);
  const resolved = z.union([external, internal]).transform((value) => resolveLink(site, value));
  const field = resolved.meta(description === undefined ? { title: engineTitles.link } : { title: engineTitles.link, description });
  contentRoles.add(field, { role: 'link' });
  return field;
}

/** A call to action: a label and a link. */
export const cta = (site: SchemaContext) =>
  z.strictObject({
    label: z.string().min(1).meta({ title: engineTitles.label }),
    href: linkField(site),
  });
export type Cta = z.output<ReturnType<typeof cta>>;
