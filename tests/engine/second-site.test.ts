import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Proof that the engine is not this site: a second site, with its own data/site.json, navigation and one page
// made of two generic blocks, in a folder of its own, built by `npm run build -- <root>`. No Chief of Staff
// content is read.

const engineRoot = resolve(import.meta.dirname, '../..');
const root = mkdtempSync(join(tmpdir(), 'second-site-'));
const baseUrl = 'https://www.atelier-verdier.fr';

const site = {
  ownerSettings: 'Valeurs de la propriétaire.',
  brand: { name: 'Atelier Verdier', shortName: 'Verdier', tagline: 'Reliure d’art à Lyon', city: 'Lyon', region: 'Auvergne-Rhône-Alpes' },
  contact: { email: 'bonjour@atelier-verdier.fr' },
  legal: { companyName: 'Atelier Verdier SARL', tradeRegister: 'RCS Lyon 812 345 678' },
  baseUrl,
  defaultSocialImage: '/partage.png',
  externalLinks: {},
  tallyForms: {},
};

const link = (label: string, href: string) => ({ label, href });
const navigation = {
  header: {
    homeLabel: 'Atelier Verdier, accueil',
    links: [link('L’atelier', '/#atelier')],
    resources: { label: 'À lire', items: [{ label: 'Nos reliures', description: 'Cuir, toile, papier', href: '/#atelier' }] },
    afterResources: [],
    testCta: link('Nous écrire', '/#atelier'),
    bookingCta: link('Passer à l’atelier', '/#atelier'),
    menuOpenLabel: 'Ouvrir le menu',
    menuCloseLabel: 'Fermer le menu',
  },
  footer: {
    contactTitle: 'Un livre à relier ?',
    contactText: 'Nous répondons sous deux jours.',
    bookingCta: link('Passer à l’atelier', '/#atelier'),
    form: {
      title: 'La lettre de l’atelier',
      description: 'Une lettre par saison.',
      emailLabel: 'Adresse e-mail',
      emailPlaceholder: 'vous@exemple.fr',
      consentLabel: 'J’accepte de recevoir la lettre.',
      submitLabel: 'S’inscrire',
    },
    columns: [{ title: 'Atelier', links: [link('Accueil', '/')] }],
    bottomLinks: [],
  },
  breadcrumb: { homeLabel: 'Accueil', ariaLabel: 'Fil d’Ariane' },
  notFound: { title: 'Page introuvable', code: '404', message: 'Cette page n’existe pas.', homeLabel: 'Retour à l’accueil' },
};

const home = {
  path: '/',
  seo: { title: 'Atelier Verdier | Reliure d’art à Lyon', description: 'Reliures en cuir, toile et papier, faites main à Lyon.', structuredData: ['WebPage'] },
  breadcrumb: null,
  blocks: [
    {
      type: 'hero',
      title: 'Des livres reliés à la main',
      subtitle: 'Cuir, toile et papier, à Lyon depuis 1987.',
      primaryCta: link('Voir l’atelier', '#atelier'),
    },
    { type: 'textSection', id: 'atelier', title: 'L’atelier', paragraphs: ['Trois relieuses, un massicot de 1920 et beaucoup de colle.'] },
  ],
};

function write(file: string, value: unknown) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), JSON.stringify(value, null, 2));
}

const read = (file: string) => readFileSync(join(root, 'dist', file), 'utf8');

beforeAll(() => {
  write('data/site.json', site);
  write('data/navigation.json', navigation);
  write('pages/index.json', home);
  const result = spawnSync('npx', ['tsx', 'engine/build/build.ts', root], { cwd: engineRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the build of the second site failed:\n${result.stdout}\n${result.stderr}`);
}, 180_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a second site built with the engine', () => {
  it('prerenders its page with its own blocks and brand, and nothing of this one', () => {
    const html = read('index.html');
    expect(html).toContain('Des livres reliés à la main</h1>');
    expect(html).toContain('id="atelier"');
    expect(html).toContain('Trois relieuses, un massicot de 1920 et beaucoup de colle.');
    expect(html).toContain('RCS Lyon 812 345 678');
    expect(html).not.toMatch(/Chief of Staff/i);
  });

  it('writes its head: title, description, canonical', () => {
    const head = read('index.html').split('</head>')[0]!;
    expect(head).toContain('<title>Atelier Verdier | Reliure d’art à Lyon</title>');
    expect(head).toContain('<meta name="description" content="Reliures en cuir, toile et papier, faites main à Lyon."/>');
    expect(head).toContain(`<link rel="canonical" href="${baseUrl}/"/>`);
  });

  it('lists its one route in its sitemap', () => {
    const sitemap = read('sitemap.xml');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([`${baseUrl}/`]);
    expect(read('robots.txt')).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});
