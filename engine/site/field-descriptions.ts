/**
 * The help the engine gives the fields it defines itself (zod's `.meta`/`.describe`), by its name for each: in
 * English, the engine's language, which the JSON Schemas (`npm run schema`) carry; a site gives it in its own for
 * its editor (`locale.fieldDescriptions` of its definition), every one. A site describes its own fields in their schemas.
 */
export const engineDescriptions = {
  anchor: 'Anchor id: links elsewhere reach this block with "#<id>".',
  surface: 'Section background: light (default), muted or dark.',
  internalLink: 'A route of this site ("/services"), an anchor on this page ("#contact") or both ("/faq#tarifs").',
  namedLink: "A named external link of the site's definition (links): always opens in a new tab.",
  form: "Name of a Tally form of the site's definition (forms).",
  dataFile: 'The data file (data/) whose content the block shows, checked and inlined at build time.',
  path: 'The route this file serves ("/faq", "/resources/okr-guide"). Must be unique.',
  image: 'Social-sharing image under public/, defaults to the site image.',
  structuredData: 'JSON-LD kinds besides Organization and BreadcrumbList. FAQPage is built from the FAQ content on the page.',
  breadcrumb: 'Label of this page in the breadcrumb bar, or null for no breadcrumb bar.',
  parent: 'Route of the parent entry between the home page and this page. By default, the nearest labelled page above this route.',
} as const;

export type EngineFieldDescription = keyof typeof engineDescriptions;

const nameOf = new Map(Object.entries(engineDescriptions).map(([name, text]) => [text as string, name as EngineFieldDescription]));

/** The engine's name of the field `description` is the English help of, if it is one of the engine's. */
export const engineFieldOfDescription = (description: string): EngineFieldDescription | undefined => nameOf.get(description);
