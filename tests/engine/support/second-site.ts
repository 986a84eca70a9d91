import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ourSettings from '../../../data/site.json' with { type: 'json' };

// A second site, in English, in a folder of its own with its own site.config.ts (named links, a form, a block of its
// own reading a collection and a data file, its organisation's facts, its labels and ids, its logo and brand, a hero
// with an image, a page of its clients with their logos), data/ and pages/: the second-site test builds it, and the images' browser test serves it.

export const engineRoot = resolve(import.meta.dirname, '../../..');
export const baseUrl = 'https://www.verdier-bindery.co.uk';
export const mapUrl = 'https://maps.example.org/verdier-bindery';
export const quoteFormId = 'vRdR42';
/** The second site's brand colour: the leather of its bindings. */
export const leather = '#5A3E2B';

/** The second site's definition: this repository's generic blocks, and one block of its own. */
export const siteConfig = (root: string) => `
import { z } from 'zod';
import { formEmbedSchema } from '${engineRoot}/blocks/form-embed/schema.ts';
import { heroSchema } from '${engineRoot}/blocks/hero/schema.ts';
import { textSectionSchema } from '${engineRoot}/blocks/text-section/schema.ts';
import { testimonialSchema } from '${engineRoot}/blocks/testimonial/schema.ts';
import { caseStudiesSchema } from '${engineRoot}/blocks/case-studies/schema.ts';
import { logoStripSchema } from '${engineRoot}/blocks/logo-strip/schema.ts';
import { newsletterTextsSchema } from '${engineRoot}/blocks/_shell/newsletter/schema.ts';
import { dataCollection } from '${engineRoot}/engine/schema/data-collection.ts';
import { defineBlockSchema, registerBlock } from '${engineRoot}/engine/schema/define-block.ts';
import { text } from '${engineRoot}/engine/schema/fields.ts';
import { defineSite } from '${engineRoot}/engine/site/definition.ts';

export const bindingsSchema = z.array(z.strictObject({ name: text, material: text })).length(2);
export const hoursSchema = z.strictObject({ weekdays: text, saturday: text });

// A small brand of its own: a leather-brown palette, a green accent, installed fonts only (no file to serve).
export const leather = '${leather}';
export const shades = (values) => Object.fromEntries(Object.entries(values).map(([shade, value]) => [shade, { value }]));
export const palette = (name) => ({
  solid: { value: \`{colors.\${name}.700}\` },
  contrast: { value: 'white' },
  fg: { value: \`{colors.\${name}.700}\` },
  muted: { value: \`{colors.\${name}.100}\` },
  subtle: { value: \`{colors.\${name}.50}\` },
  emphasized: { value: \`{colors.\${name}.200}\` },
  focusRing: { value: \`{colors.\${name}.500}\` },
});
export const theme = {
  theme: {
    tokens: {
      colors: {
        brand: shades({ 50: '#F7F1EC', 100: '#EADBCF', 200: '#D5B9A2', 300: '#B88F70', 500: '#8A6144', 700: leather, 900: '#2E1F15', 950: '#1E140D' }),
        accent: shades({ 50: '#EEF6F0', 100: '#D3E9DA', 200: '#A9D3B7', 300: '#74B58A', 500: '#3D7F55', 700: '#285A3B' }),
      },
      fonts: { heading: { value: 'Baskerville, "Times New Roman", serif' }, body: { value: 'system-ui, sans-serif' } },
    },
    semanticTokens: { colors: { brand: palette('brand'), accent: palette('accent'), fg: { invertedMuted: { value: '{colors.brand.100}' } } } },
    layerStyles: { focusRing: { value: { outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '2px' } } },
    // Its calls to action are leather on every surface, where this site's are in its accent on dark ones.
    recipes: { button: { variants: { variant: { accent: { bg: 'brand.solid', color: 'brand.contrast' } } } } },
  },
  globalCss: { html: { colorPalette: 'brand' }, body: { fontFamily: 'body' } },
  themeColor: leather,
};
export const workshop = (site) =>
  defineBlockSchema(site, 'workshop', {
    title: text,
    bindings: dataCollection(site, 'bindings', bindingsSchema),
    hours: dataCollection(site, 'opening-hours', hoursSchema),
  });

export default defineSite({
  blocks: {
    hero: registerBlock(heroSchema, 'hero/Hero.tsx'),
    textSection: registerBlock(textSectionSchema, 'text-section/TextSection.tsx'),
    testimonial: registerBlock(testimonialSchema, 'testimonial/Testimonial.tsx'),
    caseStudies: registerBlock(caseStudiesSchema, 'case-studies/CaseStudies.tsx'),
    logoStrip: registerBlock(logoStripSchema, 'logo-strip/LogoStrip.tsx'),
    formEmbed: registerBlock(formEmbedSchema, 'form-embed/FormEmbed.tsx'),
    workshop: registerBlock(workshop, '${join(root, 'blocks/Workshop.tsx')}'),
  },
  blocksFolder: 'blocks',
  dataFiles: {
    bindings: { files: ['data/bindings.json'], schema: () => bindingsSchema },
    'opening-hours': { files: ['data/opening-hours.json'], schema: () => hoursSchema },
  },
  shell: {
    logo: { module: '${join(root, 'blocks/Mark.tsx')}', exportName: 'Mark' },
    footerIsland: { module: 'blocks/_shell/newsletter/NewsletterForm.tsx', exportName: 'NewsletterForm' },
    footerFormSchema: newsletterTextsSchema,
  },
  locale: {
    lang: 'en',
    contentLanguage: 'en-GB',
    labels: { skipLink: 'Skip to content', mainNavigation: 'Main menu', mobileNavigation: 'Mobile menu', siteMap: 'Site map', closeNotification: 'Close', newTab: 'new tab' },
    ids: { content: 'main-content', mobileMenu: 'menu-panel' },
  },
  links: { workshopMap: '${mapUrl}' },
  forms: { quote: '${quoteFormId}' },
  organization: { type: 'LocalBusiness', areaServed: 'United Kingdom', addressCountry: 'GB', serviceType: 'Hand bookbinding', priceCurrency: 'GBP' },
  theme,
});
`;

export const workshopComponent = `
export default function Workshop({ title, bindings, hours }) {
  return (
    <section>
      <h2>{title}</h2>
      <ul>{bindings.map((binding) => <li key={binding.name}>{binding.name}, in {binding.material}</li>)}</ul>
      <p>Weekdays {hours.weekdays}; Saturday {hours.saturday}</p>
    </section>
  );
}
`;

/** Its islands' styles: Panda's configuration of its brand, as this site's panda.config.ts gives this site's. */
export const pandaConfig = `
import { pandaConfigOf } from '${engineRoot}/engine/theme/panda-config.ts';
import site from './site.config.ts';
export default pandaConfigOf(site);
`;

/** Its logo: the name in small capitals, in the footer's light ink on its dark background. */
export const markComponent = `
export function Mark({ name, inverted }) {
  return <span style={{ fontVariant: 'small-caps', color: inverted ? 'white' : 'inherit' }}>{name}</span>;
}
`;

export const site = {
  ownerSettings: 'The owner’s values.',
  brand: { name: 'Verdier Bindery', shortName: 'Verdier', tagline: 'Hand bookbinding in York', city: 'York', region: 'North Yorkshire' },
  contact: { email: 'hello@verdier-bindery.co.uk' },
  legal: { companyName: 'Verdier Bindery Ltd', tradeRegister: 'Company no. 09876543' },
  baseUrl,
  defaultSocialImage: '/share.png',
  externalLinks: { workshopMap: mapUrl },
  tallyForms: { quote: quoteFormId },
};

export const link = (label: string, href: string) => ({ label, href });
export const navigation = {
  header: {
    homeLabel: 'Verdier Bindery, home',
    links: [link('The workshop', '/#workshop')],
    resources: { label: 'Reading', items: [{ label: 'Our bindings', description: 'Leather, cloth, paper', href: '/#workshop' }] },
    afterResources: [],
    secondaryCta: link('Ask for a quote', '/#quote'),
    primaryCta: link('Find the workshop', 'workshopMap'),
    menuOpenLabel: 'Open the menu',
    menuCloseLabel: 'Close the menu',
  },
  footer: {
    contactTitle: 'A book to bind?',
    contactText: 'We answer within two days.',
    cta: link('Find the workshop', 'workshopMap'),
    form: {
      title: 'The bindery letter',
      description: 'One letter a season.',
      emailLabel: 'E-mail address',
      emailPlaceholder: 'you@example.org',
      consentLabel: 'I agree to receive the letter.',
      submitLabel: 'Subscribe',
    },
    columns: [{ title: 'Bindery', links: [link('Home', '/')] }],
    bottomLinks: [],
  },
  breadcrumb: { homeLabel: 'Home', ariaLabel: 'Breadcrumb' },
  notFound: { title: 'Page not found', code: '404', message: 'This page does not exist.', homeLabel: 'Back home' },
};

export const hero = {
  type: 'hero',
  title: 'Books bound by hand',
  subtitle: 'Leather, cloth and paper, in York since 1987.',
  primaryCta: link('Find the workshop', 'workshopMap'),
  image: { src: 'images/horizon.png', alt: 'An abstract landscape: layered navy hills under a low brass sun' },
};
export const text = { type: 'textSection', id: 'workshop', title: 'The workshop', paragraphs: ['Three binders, a 1920 guillotine and a lot of glue.'] };
export const workshop = { type: 'workshop', title: 'What we bind', bindings: 'bindings', hours: 'opening-hours' };
export const quoteForm = {
  type: 'formEmbed',
  id: 'quote',
  title: 'Ask for a quote',
  formId: 'quote',
  frameTitle: 'Quote request form',
  height: 500,
  fallback: { text: 'The form does not show?', linkLabel: 'Open it on its own page' },
};

export const home = {
  path: '/',
  seo: {
    title: 'Verdier Bindery | Hand bookbinding in York',
    description: 'Leather, cloth and paper bindings, made by hand in York.',
    structuredData: ['WebPage', 'Service'],
  },
  breadcrumb: null,
  blocks: [hero, text, workshop, quoteForm],
};

// Its bindings, grouped under one route: /bindings and /bindings/coptic, whose file is in the folder of its first segment.
export const bindings = {
  path: '/bindings',
  seo: { title: 'Bindings | Verdier Bindery', description: 'The bindings we make by hand, and what each suits.', structuredData: ['WebPage'] },
  breadcrumb: { label: 'Bindings' },
  blocks: [
    {
      type: 'textSection',
      title: 'Our bindings',
      paragraphs: ['Quarter, full and Coptic bindings, sewn and covered by hand.'],
      cta: link('How a Coptic binding is sewn', '/bindings/coptic#stitches'),
    },
  ],
};
export const coptic = {
  path: '/bindings/coptic',
  seo: {
    title: 'Coptic binding | Verdier Bindery',
    description: 'A binding with an open spine that lies flat, sewn with linen thread.',
    structuredData: ['WebPage'],
  },
  breadcrumb: { label: 'Coptic binding' },
  blocks: [
    { type: 'textSection', id: 'stitches', title: 'Coptic binding', paragraphs: ['Sewn through the folds with linen thread, it lies flat on the desk.'] },
  ],
};

const illustration = { src: 'images/horizon.png', alt: 'An abstract landscape: layered navy hills under a low brass sun' };
/**
 * The images of its clients: the stories' fictional logos (stories/fixtures/logos/, SVG, which an image field does not
 * take) drawn as PNG at 2× when the site is written: three logos (640 × 160) and a monogram (256 × 256).
 */
const clientLogos = join(engineRoot, 'stories/fixtures/logos');
const clientImages = ['nordlys', 'atelier-verne', 'castel', 'verne-monogram'];
const logo = (name: string, file: string) => ({ name, image: { src: `images/${file}`, alt: name } });

// Its clients, named (where this site describes its own): every block that takes an image, with one.
export const clients = {
  path: '/clients',
  seo: { title: 'Our clients | Verdier Bindery', description: 'The publishers, libraries and houses whose books we bind.', structuredData: ['WebPage'] },
  breadcrumb: { label: 'Our clients' },
  blocks: [
    { type: 'hero', surface: 'light', title: 'Our clients', subtitle: 'Publishers, libraries and houses.', primaryCta: link('Ask for a quote', '/#quote') },
    {
      type: 'textSection',
      title: 'Who we bind for',
      paragraphs: ['Publishers who want a limited edition to last, libraries that repair their rare books, and houses that keep their archives.'],
      image: illustration,
    },
    {
      type: 'logoStrip',
      title: 'They trust our hands',
      logos: [logo('Nordlys', 'nordlys.png'), logo('Atelier Verne', 'atelier-verne.png'), logo('Groupe Castel', 'castel.png')],
    },
    {
      type: 'caseStudies',
      title: 'Recent work',
      labels: {
        problem: 'Brief',
        solution: 'What we did',
        result: 'Outcome',
        challenge: 'Challenge',
        action: 'Action',
        showDetails: 'Show the steps ({count})',
        hideDetails: 'Hide the steps',
      },
      cases: [
        {
          title: 'A limited edition',
          image: illustration,
          problem: 'Two hundred numbered copies of a poetry collection.',
          solution: 'Quarter goatskin over marbled paper, sewn on tapes.',
          result: 'Sold out in a week',
          details: [{ challenge: 'Matching marbled sheets', action: 'One marbling session per twenty copies', result: 'No two alike, all in tone' }],
        },
        {
          title: 'A library repair',
          image: illustration,
          problem: 'A 1790 atlas with a broken spine.',
          solution: 'Rebacked in calf.',
          result: 'Back on the shelves',
        },
        { title: 'An archive', problem: 'Forty years of minutes, loose.', solution: 'Cloth cases with a ribbon.', result: 'Forty volumes' },
      ],
    },
    {
      type: 'testimonial',
      quote: 'Our edition came back more beautiful than we had dared to hope.',
      author: 'Managing director',
      company: 'Atelier Verne',
      image: { src: 'images/verne-monogram.png', decorative: true },
    },
  ],
};

export const files: Record<string, unknown> = {
  'data/site.json': site,
  'data/navigation.json': navigation,
  'data/bindings.json': [
    { name: 'Quarter binding', material: 'goatskin' },
    { name: 'Coptic binding', material: 'linen thread' },
  ],
  'data/opening-hours.json': { weekdays: '9am to 5pm', saturday: '10am to 1pm' },
  'pages/index.json': home,
  'pages/bindings.json': bindings,
  'pages/bindings/coptic.json': coptic,
  'pages/clients.json': clients,
};

/** This site's values, none of which may reach the second site's output. */
export const ours = [
  /Chief of Staff/i,
  /cap-chiefofstaff/i,
  ourSettings.externalLinks.booking,
  ...Object.values(ourSettings.tallyForms),
  'Aller au contenu',
  'Navigation principale',
  'Plan du site',
  'fr-FR',
  'lang="fr"',
  '"priceCurrency":"EUR"',
  '"name":"France"',
  'id="contenu"',
  'menu-mobile',
  // The brand: its navy, its fonts and their files, its logo's compass.
  /#0E1B31/i,
  'M16 4 L20 16 L16 28 L12 16 Z',
  /Fraunces/,
  /Inter (Variable|Fallback)/,
  /inter-latin|fraunces-latin/,
];

/** The folders written, for the test to remove. */
export const roots: string[] = [];

/** Writes the second site (with `pages` over its own pages) into a new folder; node_modules is the engine's. */
export async function writeSite(pages: Record<string, unknown> = {}): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'second-site-'));
  roots.push(root);
  for (const [file, content] of Object.entries({ ...files, ...pages })) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), JSON.stringify(content, null, 2));
  }
  mkdirSync(join(root, 'blocks'));
  writeFileSync(join(root, 'blocks/Workshop.tsx'), workshopComponent);
  writeFileSync(join(root, 'blocks/Mark.tsx'), markComponent);
  writeFileSync(join(root, 'site.config.ts'), siteConfig(root));
  writeFileSync(join(root, 'panda.config.ts'), pandaConfig);
  // A package of ES modules, as the engine is (else tsx would load its definition, and the engine's modules it imports, a second time as CommonJS).
  writeFileSync(join(root, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  // Its definition and its block import packages by name, as a site beside the engine would.
  symlinkSync(join(engineRoot, 'node_modules'), join(root, 'node_modules'));
  // Its icon, which the document links to (/favicon.svg): a leather square.
  mkdirSync(join(root, 'public'));
  writeFileSync(
    join(root, 'public/favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="${leather}"/></svg>`,
  );
  // Its hero's image: the engine repository's illustration, as a source of its own images/ folder.
  mkdirSync(join(root, 'images'));
  copyFileSync(join(engineRoot, 'images/horizon.png'), join(root, 'images/horizon.png'));
  await Promise.all(
    clientImages.map((name) =>
      sharp(join(clientLogos, `${name}.svg`), { density: 2 * 72 })
        .png()
        .toFile(join(root, 'images', `${name}.png`)),
    ),
  );
  return root;
}
