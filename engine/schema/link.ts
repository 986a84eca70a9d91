import { z } from 'zod';
import site from '../../data/site.json' with { type: 'json' };
import { contentRoles, markLink } from './declared.ts';

/** A link after build-time resolution: what components receive. */
export interface ResolvedLink {
  href: string;
  external: boolean;
}

export const externalLinkNames = Object.keys(site.externalLinks) as [string, ...string[]];

const internalPattern = /^(\/[a-z0-9-]*(\/[a-z0-9-]+)*)?(#[a-z0-9-]+)?$/;

const internalLink = z
  .string()
  .min(1)
  .regex(internalPattern, 'Expected a route path like "/services", an anchor like "#contact", or both')
  .describe('A route of this site ("/services"), an anchor on this page ("#contact") or both ("/faq#tarifs").');

const externalLink = z.enum(externalLinkNames).describe('A named external link from data/site.json (externalLinks): always opens in a new tab.');

/** A link as written in content, resolved and declared as a link: its route and anchor are checked after parsing. */
export function resolveLink(value: string): ResolvedLink {
  const externalLinks: Record<string, string> = site.externalLinks;
  const url = externalLinks[value];
  return markLink(url === undefined ? { href: value, external: false } : { href: url, external: true });
}

/**
 * A field that is a link: where it may point; route and anchor targets are checked against the pages after
 * parsing. Only fields declared with it (or with `cta`) are checked as links.
 */
export function linkField(description?: string) {
  const resolved = z.union([externalLink, internalLink]).transform(resolveLink);
  // Described here, not by the caller: a described copy is a new schema, outside the registry.
  const field = description === undefined ? resolved : resolved.describe(description);
  contentRoles.add(field, { role: 'link' });
  return field;
}

/** A call to action: a label and a link. */
export const cta = z.strictObject({
  label: z.string().min(1),
  href: linkField(),
});
export type Cta = z.output<typeof cta>;
