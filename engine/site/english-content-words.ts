import { z } from 'zod';
import type { ContentWords, RefusedFormatting } from './content-words.ts';

const formatting: Record<RefusedFormatting, string> = {
  html: 'Raw HTML',
  image: 'An image',
  heading: 'A heading (a line starting with "#")',
  list: 'A list (a line starting with "-", "*", "+" or a number and a dot)',
  quote: 'A quotation block (a line starting with ">")',
  code: 'Code',
  rule: 'A horizontal rule',
  autolink: 'A link between "<" and ">"',
  lineBreak: 'A forced line break',
  linkDefinition: 'A link definition ("[name]: target")',
  linkTitle: 'A link title',
  emptyLink: 'A link without words',
};

/** The content's messages in English: those the build prints, for someone editing JSON by hand. */
export const englishContentWords: ContentWords = {
  zodErrors: z.locales.en().localeError,
  required: 'Required',
  unknownBlockType: (found, known) => `Unknown block type ${found}. Known: ${known.join(', ')}`,
  unknownChoice: (key, found, known) => `Unknown "${key}" value ${found}. Known: ${known.join(', ')}`,
  unknownFields: (keys) => `Unknown field${keys.length > 1 ? 's' : ''} ${keys.map((key) => `"${key}"`).join(', ')}`,
  anchorId: 'Expected a kebab-case anchor id like "opening-hours"',
  internalLink: 'Expected a route path like "/services", an anchor like "#contact", or both',
  refusedFormatting: (construct) =>
    `${formatting[construct]} is not allowed in this text: only **bold**, *italics* and [words](link); a backslash keeps a character as typed ("\\-")`,
  oneParagraph: 'This text is one paragraph: remove the blank line',
  unknownTextLink: (target, named) =>
    `Link to "${target}": expected a route path like "/services", an anchor like "#contact", or one of the site's links (${named.join(', ')})`,
  routePath: 'Expected a route path like "/", "/quarter-plan" or "/resources/okr-guide"',
  reservedRoute: (route, reserved) => `"${route}" is under ${reserved}, where the site's editor is served: choose another route`,
  seoTitleTooLong: (max) => `A title of at most ${max} characters, so search results show it whole`,
  seoDescriptionTooLong: (max) => `A description of at most ${max} characters, so search results show it whole`,
  baseUrlTrailingSlash: 'No trailing slash: canonical links append the route path',
  tallyFormId: 'A Tally form id, like "mOeWqY"',
  noDataFile: (file) => `${file}: no such data file in the site's definition (dataFiles) or on disk`,
  unreadableDataFile: (file) => `${file}: this data file is not valid JSON (its own error says where); fix it in a text editor`,
  unknownDataFile: 'Unknown data file',
  imageSource: 'Expected an image file of the images folder, like "images/workshop.png" (PNG, JPEG, WebP or AVIF)',
  missingImage: (src) => `${src}: no such image file`,
  imageAlt: 'An image needs its text alternative (alt), or "decorative": true if it says nothing',
  decorativeAlt: 'A decorative image has no text alternative: remove "alt" or "decorative"',
  imageTooSmall: (src, width, needed) => `${src} is ${width} px wide: this place draws it up to ${needed} px wide (at 2×); use a larger source`,
  anchorNeedsRoute: (href) => `Anchor link "${href}" needs a route here, like "/faq${href}"`,
  unknownRoute: (route) => `Link to "${route}": no page in pages/ has this path`,
  unknownAnchor: (anchor, route, declared) =>
    `Anchor "#${anchor}" is not declared by any block of ${route}${declared.length > 0 ? ` (declared: ${declared.map((a) => `#${a}`).join(', ')})` : ''}`,
  sharedRoute: (route, otherFile) => `Route "${route}" is also served by ${otherFile}`,
  unknownParent: (parent) => `No page in pages/ has the path "${parent}"`,
  parentWithoutLabel: (parentFile) => `${parentFile} has no breadcrumb label to show here`,
  faqPageWithoutFaq: 'FAQPage needs a block with questions and answers on this page',
  faqWithoutFaqPage: 'This page shows a FAQ: add "FAQPage" so search engines see it',
};
