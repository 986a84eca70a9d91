import type { z } from 'zod';

/** What a formatted text refuses of Markdown (engine/schema/markdown-subset.ts), by what its author wrote. */
export type RefusedFormatting =
  'html' | 'image' | 'heading' | 'list' | 'quote' | 'code' | 'rule' | 'autolink' | 'lineBreak' | 'linkDefinition' | 'linkTitle' | 'emptyLink';

/**
 * The messages of the content's checks in a site's language: what a parse (zod's own messages and the engine's)
 * and the rules across files say is wrong. The engine ships them in English (engine/site/english-content-words.ts),
 * which the build prints; a site gives its own (its definition's `locale.content`), which its editor shows. A
 * message that names something (a value, a file, a route) is a function of it.
 */
export interface ContentWords {
  /** zod's messages for what the engine does not word itself: one of zod's locales (`z.locales.fr().localeError`). */
  zodErrors: z.core.$ZodErrorMap;
  /** A field the content must have and lacks. */
  required: string;
  /** A block whose `type` is no block of the site, with the types it knows, listed. */
  unknownBlockType: (found: string, known: readonly string[]) => string;
  /** Another discriminator (`key`) holding none of its known values. */
  unknownChoice: (key: string, found: string, known: readonly string[]) => string;
  /** Fields the schema does not have. */
  unknownFields: (keys: readonly string[]) => string;
  anchorId: string;
  internalLink: string;
  /** A formatted text holding Markdown beyond bold, italics and links. */
  refusedFormatting: (construct: RefusedFormatting) => string;
  /** A blank line in a formatted text of one paragraph. */
  oneParagraph: string;
  /** A link inside a formatted text to neither a route or anchor nor one of the site's named links (listed). */
  unknownTextLink: (target: string, named: readonly string[]) => string;
  routePath: string;
  /** A page at an address the site serves something else at (its editor's): not a page's. */
  reservedRoute: (route: string, reserved: string) => string;
  /** A page's title for search results, longer than `max` characters. */
  seoTitleTooLong: (max: number) => string;
  seoDescriptionTooLong: (max: number) => string;
  baseUrlTrailingSlash: string;
  tallyFormId: string;
  /** A block naming a data file the site does not have. */
  noDataFile: (file: string) => string;
  /** A block naming a data file that is there but is not JSON (the file's own problem says where). */
  unreadableDataFile: (file: string) => string;
  /** The editor asked to check a data file of no name of the site's table. */
  unknownDataFile: string;
  /** An image's `src` that is no image file of the images folder. */
  imageSource: string;
  /** An image file the images folder does not hold. */
  missingImage: (src: string) => string;
  /** An image with no text alternative that is not declared decorative. */
  imageAlt: string;
  /** A decorative image with a text alternative (screen readers skip it). */
  decorativeAlt: string;
  /** An image narrower than the widest its place draws it (`needed` pixels, at 2×). */
  imageTooSmall: (src: string, width: number, needed: number) => string;
  /** A bare "#anchor" link where no page is current (e.g. in the navigation). */
  anchorNeedsRoute: (href: string) => string;
  unknownRoute: (route: string) => string;
  /** An anchor `route`'s page does not declare, with the anchors it does declare (none maybe). */
  unknownAnchor: (anchor: string, route: string, declared: readonly string[]) => string;
  sharedRoute: (route: string, otherFile: string) => string;
  unknownParent: (parent: string) => string;
  parentWithoutLabel: (parentFile: string) => string;
  /** A page listing FAQPage structured data, with no questions and answers. */
  faqPageWithoutFaq: string;
  /** A page showing questions and answers, without FAQPage. */
  faqWithoutFaqPage: string;
}
