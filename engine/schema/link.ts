import { z } from 'zod';
import site from '../../data/site.json' with { type: 'json' };

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

const externalLink = z
  .enum(externalLinkNames)
  .describe('A named external link from data/site.json (externalLinks): always opens in a new tab.');

export function resolveLink(value: string): ResolvedLink {
  const externalLinks: Record<string, string> = site.externalLinks;
  const url = externalLinks[value];
  return url === undefined ? { href: value, external: false } : { href: url, external: true };
}

/** Where a link may point; route and anchor targets are checked against the pages after parsing. */
export const link = z.union([externalLink, internalLink]).transform(resolveLink);

export const cta = z.strictObject({
  label: z.string().min(1),
  href: link,
});
export type Cta = z.output<typeof cta>;
