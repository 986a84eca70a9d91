import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlock } from '../../editor/defaults.ts';
import { siteSchemasOf } from '../../editor/site-schemas.ts';
import { checkPage } from '../../editor/validate.ts';
import type { SiteDefinition } from '../../engine/site/definition.ts';
import { readDataFiles } from '../../engine/validation/data-files.ts';
import { diskSource } from '../../engine/validation/disk-source.ts';
import { startProductionServer, type ProductionServer } from '../../engine/server/production-server.ts';
import { BACKEND_START_TIMEOUT } from '../backend/support/backend.ts';
import { editorApiOnCopy } from '../editor/api-on-copy.ts';
import {
  baseUrl,
  engineRoot,
  hero,
  home,
  leather,
  mapUrl,
  ours,
  quoteForm,
  quoteFormId,
  roots,
  text,
  workshop,
  writeSite,
  link,
} from './support/second-site.ts';

// Proof that the engine is not this site: a second site, in English, in a folder of its own with its own
// site.config.ts (named links, a form, a block of its own reading a collection and a data file, its
// organisation's facts, its labels and ids, its logo and brand), data/ and pages/, built by `npm run build -- <root>`.
// Nothing of this site may reach its output, and its links are checked against its own pages.

const build = (root: string) => spawnSync('npx', ['tsx', 'engine/prerender/build.ts', root], { cwd: engineRoot, encoding: 'utf8' });

let root: string;
const read = (file: string) => readFileSync(join(root, 'dist', file), 'utf8');

/** Every text file the build wrote: pages, scripts, styles, sitemap, hosting rules. */
function textFilesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return textFilesOf(path);
    return /\.(html|js|css|xml|txt|json)$|^_headers$|^_redirects$/.test(entry.name) ? [path] : [];
  });
}

beforeAll(async () => {
  root = await writeSite();
  const result = build(root);
  if (result.status !== 0) throw new Error(`the build of the second site failed:\n${result.stdout}\n${result.stderr}`);
}, 180_000);

afterAll(() => {
  for (const folder of roots) rmSync(folder, { recursive: true, force: true });
});

describe('a second site built with the engine', () => {
  it('prerenders its page with its own blocks and brand', () => {
    const html = read('index.html');
    expect(html).toContain('Books bound by hand</h1>');
    expect(html).toContain('id="workshop"');
    expect(html).toContain('Three binders, a 1920 guillotine and a lot of glue.');
    expect(html).toContain('Company no. 09876543');
  });

  it('renders its own block with its collection and its data file', () => {
    const html = read('index.html');
    expect(html).toContain('<h2>What we bind</h2>');
    expect(html).toContain('Quarter binding<!-- -->, in <!-- -->goatskin');
    expect(html).toContain('Coptic binding');
    expect(html).toContain('9am to 5pm');
  });

  it('resolves its own named link and embeds its own form', () => {
    const html = read('index.html');
    expect(html).toContain(`href="${mapUrl}" target="_blank"`);
    expect(html).toContain(`https://tally.so/embed/${quoteFormId}?`);
    expect(html).toContain(`https://tally.so/r/${quoteFormId}`);
  });

  it('shows its hero’s image as a <picture>: AVIF and WebP at its widths, written by the build under assets/, a box that reserves its place, fetched first', () => {
    const html = read('index.html');
    const picture = /<picture>.*?<\/picture>/.exec(html)?.[0] ?? '';
    expect(picture).toMatch(
      /<source type="image\/avif" srcSet="[^"]*\/assets\/horizon-1152w-q50\.[0-9a-f]{12}\.avif 1152w" sizes="\(min-width: 40rem\) 36rem, calc\(100vw - 2\.5rem\)"\/>/,
    );
    expect(picture).toContain('<source type="image/webp"');
    expect(picture).toMatch(/<img src="\/assets\/horizon-640w-q72\.[0-9a-f]{12}\.webp" alt="An abstract landscape: layered navy hills under a low brass sun"/);
    expect(picture).toContain('loading="eager" fetchPriority="high"');
    expect(picture).toContain('width="576" height="432"');
    const files = [...picture.matchAll(/\/(assets\/[^ "]+\.(?:avif|webp))/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => !existsSync(join(root, 'dist', file)))).toEqual([]);
  });

  it('speaks its own language: document, skip link and its target, navigation and footer labels', () => {
    const html = read('index.html');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toMatch(/href="#main-content"[^>]*>Skip to content<\/a>/);
    expect(html).toContain('<main id="main-content"');
    expect(html).toContain('<div id="menu-panel" popover="auto"');
    expect(html).toContain('popoverTarget="menu-panel"');
    expect(html).toContain('aria-label="Main menu"');
    expect(html).toContain('aria-label="Mobile menu"');
    expect(html).toContain('aria-label="Site map"');
  });

  it('wears its own brand: its logo, its colours, its installed fonts, no font file of this site', () => {
    const html = read('index.html');
    const logo = (color: string) =>
      `<a href="/" aria-label="Verdier Bindery, home"><span style="font-variant:small-caps;color:${color}">Verdier Bindery</span></a>`;
    expect(html).toContain(logo('inherit'));
    expect(html).toContain(logo('white'));
    expect(html).toContain(`<meta name="theme-color" content="${leather}"/>`);
    expect(html).toContain(`--chakra-colors-brand-700:${leather.toLowerCase()}`);
    expect(html).toMatch(/--chakra-fonts-heading:Baskerville,/);
    expect(html).not.toContain('@font-face');
    expect(html).not.toContain('as="font"');
    expect(readdirSync(join(root, 'dist/assets')).filter((file) => file.endsWith('.woff2'))).toEqual([]);
  });

  it('draws its islands in its own brand: the newsletter’s button in the colour its button recipe gives', () => {
    const html = read('index.html');
    const submit = /<button type="submit"[^>]*? class="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(submit.split(' ')).toContain('button--variant_accent');
    // The island's rule, compiled by Panda, then the page's variables down to a colour.
    const background = /\.button--variant_accent\{[^}]*?background(?:-color)?:([^;}]+)/.exec(html)?.[1];
    const valueOf = (value: string | undefined): string | undefined => {
      const variable = /^var\((--[\w-]+)\)$/.exec(value ?? '')?.[1];
      return variable ? valueOf(new RegExp(`${variable}:([^;}]+)`).exec(html)?.[1]) : value;
    };
    expect(valueOf(background)).toBe(leather.toLowerCase());
  });

  it('states its own organisation in its structured data', () => {
    const jsonLd = [...read('index.html').matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    expect(jsonLd.find((entry) => entry['@type'] === 'LocalBusiness')).toMatchObject({
      name: 'Verdier Bindery',
      areaServed: { '@type': 'Country', name: 'United Kingdom' },
      address: { addressLocality: 'York', addressCountry: 'GB' },
    });
    expect(jsonLd.find((entry) => entry['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'en-GB' });
    expect(read('index.html')).toContain('<meta property="og:locale" content="en_GB"/>');
    expect(jsonLd.find((entry) => entry['@type'] === 'Service')).toMatchObject({
      serviceType: 'Hand bookbinding',
      areaServed: { name: 'United Kingdom' },
      offers: { priceCurrency: 'GBP' },
    });
  });

  it('writes its head: title, description, canonical', () => {
    const head = read('index.html').split('</head>')[0]!;
    expect(head).toContain('<title>Verdier Bindery | Hand bookbinding in York</title>');
    expect(head).toContain('<meta name="description" content="Leather, cloth and paper bindings, made by hand in York."/>');
    expect(head).toContain(`<link rel="canonical" href="${baseUrl}/"/>`);
  });

  it('lists its routes in its sitemap, the one of two segments among them', () => {
    const sitemap = read('sitemap.xml');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${baseUrl}/bindings`,
      `${baseUrl}/bindings/coptic`,
      `${baseUrl}/clients`,
      `${baseUrl}/`,
    ]);
    expect(read('robots.txt')).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('ships nothing of this site: no name, link, form id, label, language or organisation fact of it', () => {
    const written = textFilesOf(join(root, 'dist'));
    // The scan reads the pages and the browser's scripts (the newsletter island's, the form loader's).
    expect(written.some((file) => file.endsWith('index.html')) && written.some((file) => file.endsWith('.js'))).toBe(true);
    const found = written.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return ours.filter((value) => (typeof value === 'string' ? text.includes(value) : value.test(text))).map((value) => `${file}: ${String(value)}`);
    });
    expect(found).toEqual([]);
  });
});

describe('a route of two segments of the second site', () => {
  let served: ProductionServer;
  const get = (path: string) => fetch(`http://127.0.0.1:${served.port}${path}`, { redirect: 'manual' });

  beforeAll(async () => {
    served = await startProductionServer({ dist: join(root, 'dist'), backend: {}, host: '127.0.0.1', port: 0 });
  }, BACKEND_START_TIMEOUT);

  afterAll(() => served?.close(), BACKEND_START_TIMEOUT);

  it('is built into the folders of its segments, with its head and a breadcrumb through the page above it', () => {
    const html = read('bindings/coptic/index.html');
    expect(html).toContain('<title>Coptic binding | Verdier Bindery</title>');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/bindings/coptic"/>`);
    const breadcrumb = /<nav[^>]*aria-label="Breadcrumb".*?<\/nav>/.exec(html)?.[0] ?? '';
    expect([...breadcrumb.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => `${href} ${label}`)).toEqual([
      '/ Home',
      '/bindings Bindings',
    ]);
    expect(breadcrumb).toMatch(/aria-current="page"[^>]*>Coptic binding</);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as { '@type': string });
    expect(jsonLd.find((entry) => entry['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { item: `${baseUrl}/` },
        { name: 'Bindings', item: `${baseUrl}/bindings` },
        { name: 'Coptic binding', item: `${baseUrl}/bindings/coptic` },
      ],
    });
  });

  it('is reached by a checked link with its anchor, and its index.html address is sent to it in _redirects', () => {
    expect(read('bindings/index.html')).toMatch(/href="\/bindings\/coptic#stitches"/);
    expect(read('bindings/coptic/index.html')).toContain('id="stitches"');
    expect(read('_redirects').split('\n')).toContain('/bindings/coptic/index.html /bindings/coptic 301');
  });

  it('is served by the production server, and a path below it that no page serves is not found', async () => {
    for (const path of ['/bindings/coptic', '/bindings/coptic/']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain('Sewn through the folds with linen thread');
    }
    const missing = await get('/bindings/coptic/kettle-stitch');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('This page does not exist.');
    const file = await get('/bindings/coptic/index.html');
    expect(file.status).toBe(301);
    expect(file.headers.get('location')).toBe('/bindings/coptic');
  });
});

describe('a second site in the visual editor', () => {
  it('answers in its language: its definition gives no editor words, so the engine’s English, none of this site’s French', async () => {
    const { default: definition } = (await import(join(root, 'site.config.ts'))) as { default: SiteDefinition };
    const editor = editorApiOnCopy(definition, root);
    try {
      // "services" is a data file of this site, not of the second.
      expect(editor.openData('services')).toEqual({ status: 404, body: { error: 'No data file is named “services”.' } });
      expect(editor.post({ path: '/', page: home, create: true })).toMatchObject({ status: 409, body: { error: 'The address “/” is already taken.' } });
      // A new block, as the editor's page makes it for this site, starts with its placeholder text.
      const block = newBlock(definition, 'workshop');
      expect(block).toMatchObject({ type: 'workshop', title: 'Text to complete' });
    } finally {
      editor.remove();
    }
  });

  it('checks a page in the engine’s English, as its build does: its definition gives no content words', async () => {
    const { default: definition } = (await import(join(root, 'site.config.ts'))) as { default: SiteDefinition };
    const editor = editorApiOnCopy(definition, root);
    try {
      const { page, version } = editor.open('/');
      (page.seo as Record<string, unknown>).title = 'Verdier Bindery | Hand bookbinding in York, since 1987, by hand';
      page.blocks[0]!.title = '';
      const expected = [
        'seo.title: A title of at most 60 characters, so search results show it whole',
        'blocks.0.title: Too small: expected string to have >=1 characters',
      ];
      const located = (issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) =>
        issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      // As the person types, in the browser…
      const typed = checkPage(siteSchemasOf(definition, readDataFiles(diskSource(root), definition)), page, 'pages/index.json', []);
      expect(located(typed.issues)).toEqual(expected);
      // …and when its server refuses the save.
      const answer = editor.post({ path: '/', version, page });
      expect(answer.status).toBe(422);
      expect(located((answer.body as { issues: Array<{ path: PropertyKey[]; message: string }> }).issues)).toEqual(expected);
    } finally {
      editor.remove();
    }
  });
});

describe('a second site is checked against its own definition and pages', () => {
  const failure = async (blocks: Record<string, unknown>[]) => {
    const result = build(await writeSite({ 'pages/index.json': { ...home, blocks } }));
    expect(result.status).not.toBe(0);
    return result.stderr;
  };

  it('refuses a link to a page of this site that it lacks, naming the file and the field', async () => {
    expect(await failure([{ ...hero, primaryCta: link('Our services', '/services') }, text])).toContain(
      'pages/index.json › blocks[0].primaryCta.href: Link to "/services": no page in pages/ has this path',
    );
  }, 60_000);

  it('refuses a link to a route of two segments that it lacks, naming the file and the field', async () => {
    expect(await failure([{ ...hero, primaryCta: link('Quarter binding', '/bindings/quarter') }, text])).toContain(
      'pages/index.json › blocks[0].primaryCta.href: Link to "/bindings/quarter": no page in pages/ has this path',
    );
  }, 60_000);

  it('refuses a named link or a form of this site, which it does not define', async () => {
    const stderr = await failure([{ ...hero, primaryCta: link('Book a call', 'booking') }, text, { ...quoteForm, formId: 'contact' }]);
    expect(stderr).toContain('pages/index.json › blocks[0].primaryCta.href');
    expect(stderr).toContain('pages/index.json › blocks[2].formId');
  }, 60_000);

  it('reads its own data files: a collection of this site is no data file of it', async () => {
    expect(await failure([hero, text, { ...workshop, bindings: 'services' }])).toContain('pages/index.json › blocks[2].bindings');
  }, 60_000);
});
