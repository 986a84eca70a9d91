/**
 * The titles the engine gives the fields it defines itself (zod's `.meta`): the page's settings, every block's
 * anchor and background, a call to action, a link, a question and its answer… In English, the engine's language;
 * a site names them in its own for its editor (`locale.fieldTitles` of its definition). A site titles its own
 * fields in their schemas.
 */
export const engineTitles = {
  anchor: 'Anchor',
  surface: 'Section background',
  eyebrow: 'Eyebrow',
  title: 'Title',
  intro: 'Introduction',
  label: 'Label',
  link: 'Link',
  faqEntry: 'Question and answer',
  question: 'Question',
  answer: 'Answer',
  icon: 'Icon',
  form: 'Form',
  dataFile: 'Data file',
  path: 'Page address',
  seo: 'Search engine listing',
  description: 'Description',
  image: 'Sharing image',
  structuredData: 'Structured data',
  breadcrumb: 'Breadcrumb',
  parent: 'Parent page',
} as const;

export type EngineFieldTitle = (typeof engineTitles)[keyof typeof engineTitles];
