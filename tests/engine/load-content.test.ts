import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../engine/validation/load-content.ts';
import { contentFixture, heroPage, problemsOf } from './content-fixture.ts';
import siteDefinition from '../../site.config.ts';

let fixture: ReturnType<typeof contentFixture>;
afterEach(() => fixture?.remove());

describe('loading the site content', () => {
  it('accepts the real content and lists every page', () => {
    fixture = contentFixture();
    const content = loadContent(fixture.root, siteDefinition);
    expect(content.pages.map(({ file }) => file).sort()).toEqual(
      fixture
        .pageFiles()
        .map((name) => `pages/${name}`)
        .sort(),
    );
  });

  it('makes a new route from a new JSON file with one hero block', () => {
    fixture = contentFixture();
    fixture.writePage('example.json', heroPage('/example'));
    const page = loadContent(fixture.root, siteDefinition).pages.find((entry) => entry.file === 'pages/example.json')?.page;
    expect(page?.path).toBe('/example');
    expect(page?.blocks[0]).toMatchObject({
      type: 'hero',
      primaryCta: { label: 'Réserver un appel', href: { href: expect.stringMatching(/^https:\/\//), external: true } },
    });
  });

  it('makes a route of several segments from a file in their folders, and checks the links to it and its anchors', () => {
    fixture = contentFixture();
    fixture.writePage('ressources/guide-okr.json', heroPage('/ressources/guide-okr', { id: 'etapes' }));
    fixture.writePage('example.json', heroPage('/example', { primaryCta: { label: 'Le guide', href: '/ressources/guide-okr#etapes' } }));
    const pages = loadContent(fixture.root, siteDefinition).pages;
    expect(pages.find((entry) => entry.file === 'pages/ressources/guide-okr.json')?.page.path).toBe('/ressources/guide-okr');
    fixture.writePage('example.json', heroPage('/example', { primaryCta: { label: 'Le guide', href: '/ressources/guide-okr#sommaire' } }));
    expect(problemsOf(fixture.root)).toEqual([
      expect.stringMatching(
        /^pages\/example\.json › blocks\[0\]\.primaryCta\.href: Anchor "#sommaire" is not declared by any block of \/ressources\/guide-okr/,
      ),
    ]);
  });

  it('reports a link to a route of several segments that no page serves, naming the file and the JSON path', () => {
    fixture = contentFixture();
    fixture.writePage(
      'ressources/guide-okr.json',
      heroPage('/ressources/guide-okr', { primaryCta: { label: 'Le modèle', href: '/ressources/guide-okr/modele' } }),
    );
    expect(problemsOf(fixture.root)).toEqual([
      'pages/ressources/guide-okr.json › blocks[0].primaryCta.href: Link to "/ressources/guide-okr/modele": no page in pages/ has this path',
    ]);
  });

  it('refuses a path with a trailing slash, an empty segment or "..", with the rule in its message', () => {
    fixture = contentFixture();
    const message = 'Expected a route path like "/", "/quarter-plan" or "/resources/okr-guide"';
    for (const path of ['/ressources/', '/ressources//guide-okr', '/ressources/../faq']) {
      fixture.writePage('example.json', heroPage(path));
      expect(problemsOf(fixture.root)).toEqual([`pages/example.json › path: ${message}`]);
    }
  });

  it('names the file, the JSON path and "Required" for a missing field', () => {
    fixture = contentFixture();
    const page = heroPage('/example');
    delete (page.blocks[0] as Record<string, unknown>).subtitle;
    fixture.writePage('example.json', page);
    expect(problemsOf(fixture.root)).toEqual(['pages/example.json › blocks[0].subtitle: Required']);
  });

  it('reports a wrong type and an unknown field', () => {
    fixture = contentFixture();
    fixture.writePage('example.json', heroPage('/example', { title: 42, colour: 'rouge' }));
    expect(problemsOf(fixture.root)).toEqual([
      'pages/example.json › blocks[0].title: Invalid input: expected string, received number',
      'pages/example.json › blocks[0]: Unknown field "colour"',
    ]);
  });

  it('reports an unknown block type with the known ones', () => {
    fixture = contentFixture();
    fixture.writePage('example.json', { ...heroPage('/example'), blocks: [{ type: 'carousel3d' }] });
    const [problem] = problemsOf(fixture.root);
    expect(problem).toMatch(/^pages\/example\.json › blocks\[0\]\.type: Unknown block type "carousel3d"\. Known: hero, /);
  });

  it('reports invalid JSON with its line and column', () => {
    fixture = contentFixture();
    fixture.writePage('example.json', '{\n  "path": "/example",\n}');
    expect(problemsOf(fixture.root)).toEqual([expect.stringMatching(/^pages\/example\.json: Invalid JSON \(line 3, column 1\): /)]);
  });

  it('reports a link to a route that no page serves', () => {
    fixture = contentFixture();
    fixture.writePage('example.json', heroPage('/example', { primaryCta: { label: 'Tarifs', href: '/tarifs' } }));
    expect(problemsOf(fixture.root)).toEqual(['pages/example.json › blocks[0].primaryCta.href: Link to "/tarifs": no page in pages/ has this path']);
  });

  it('reports an anchor that no block of the target page declares', () => {
    fixture = contentFixture();
    fixture.writePage('example.json', heroPage('/example', { primaryCta: { label: 'Contact', href: '/example#contact' } }));
    expect(problemsOf(fixture.root)).toEqual([
      expect.stringMatching(/^pages\/example\.json › blocks\[0\]\.primaryCta\.href: Anchor "#contact" is not declared by any block of \/example/),
    ]);
  });

  it('accepts an anchor declared by a block id on the same page', () => {
    fixture = contentFixture();
    fixture.writePage('example.json', heroPage('/example', { id: 'haut', primaryCta: { label: 'Haut de page', href: '#haut' } }));
    expect(problemsOf(fixture.root)).toEqual([]);
  });

  it('rejects an external link name that data/site.json does not define', () => {
    fixture = contentFixture();
    fixture.writePage('example.json', heroPage('/example', { primaryCta: { label: 'Agenda', href: 'agenda' } }));
    const [problem] = problemsOf(fixture.root);
    expect(problem).toMatch(/^pages\/example\.json › blocks\[0\]\.primaryCta\.href: /);
  });

  it('reports two files serving the same route', () => {
    fixture = contentFixture();
    fixture.writePage('example.json', heroPage('/services'));
    expect(problemsOf(fixture.root)).toContain('pages/example.json › path: Route "/services" is also served by pages/services.json');
  });

  it('refuses a page at the deployed editor’s address or under it, and accepts one that only starts alike', () => {
    fixture = contentFixture();
    fixture.writePage('admin.json', heroPage('/admin'));
    fixture.writePage('admin/pages.json', heroPage('/admin/pages'));
    fixture.writePage('administration.json', heroPage('/administration'));
    const problems = problemsOf(fixture.root);
    expect(problems).toContain('pages/admin.json › path: "/admin" is under /admin/, where the site\'s editor is served: choose another route');
    expect(problems).toContain('pages/admin/pages.json › path: "/admin/pages" is under /admin/, where the site\'s editor is served: choose another route');
    expect(problems.filter((problem) => problem.startsWith('pages/administration.json'))).toEqual([]);
  });

  it('requires FAQPage structured data exactly when the page shows questions and answers', () => {
    fixture = contentFixture();
    const faq = { type: 'faq', items: [{ question: 'Combien de temps dure une mission ?', answer: 'De 3 mois à 2 ans.' }] };
    fixture.writePage('example.json', { ...heroPage('/example'), blocks: [...heroPage('/example').blocks, faq] });
    expect(problemsOf(fixture.root)).toEqual(['pages/example.json › seo.structuredData: This page shows a FAQ: add "FAQPage" so search engines see it']);
  });

  it('rejects a title longer than 60 characters', () => {
    fixture = contentFixture();
    const page = heroPage('/example');
    page.seo.title = 'Un titre beaucoup trop long pour tenir dans les résultats de recherche';
    fixture.writePage('example.json', page);
    expect(problemsOf(fixture.root)).toEqual([expect.stringMatching(/^pages\/example\.json › seo\.title: A title of at most 60 characters/)]);
  });

  it('reports a broken page once, not again in every link that points to it', () => {
    fixture = contentFixture();
    const page = heroPage('/services');
    delete (page.blocks[0] as Record<string, unknown>).title;
    fixture.writePage('services.json', page);
    expect(problemsOf(fixture.root)).toEqual(['pages/services.json › blocks[0].title: Required']);
  });
});

describe('loading the site content with drafts in place of files', () => {
  const readPage = (name: string) => JSON.parse(readFileSync(join(fixture.root, 'pages', name), 'utf8')) as Record<string, unknown>;

  it('checks a draft instead of its file, and reports what it breaks in the other files', () => {
    fixture = contentFixture();
    const before = readFileSync(join(fixture.root, 'pages', 'services.json'), 'utf8');
    const renamed = { ...readPage('services.json'), path: '/prestations' };
    const problems = problemsOf(fixture.root, siteDefinition, new Map([['pages/services.json', renamed]]));
    expect(problems).toContain('pages/matrice-risques.json › breadcrumb.parent: No page in pages/ has the path "/services"');
    expect(problems).toContainEqual(expect.stringMatching(/^pages\/index\.json › .*: Link to "\/services": no page in pages\/ has this path$/));
    expect(readFileSync(join(fixture.root, 'pages', 'services.json'), 'utf8')).toBe(before);
    expect(problemsOf(fixture.root)).toEqual([]);
  });

  it('includes a drafted page that has no file yet', () => {
    fixture = contentFixture();
    const drafts = new Map([['pages/example.json', heroPage('/example')]]);
    expect(loadContent(fixture.root, siteDefinition, drafts).pages.map(({ file }) => file)).toContain('pages/example.json');
    expect(fixture.pageFiles()).not.toContain('example.json');
  });

  it('says a data file that is not JSON is not JSON, at the file and at each block naming it, never that it does not exist', () => {
    fixture = contentFixture();
    writeFileSync(join(fixture.root, 'data', 'values.json'), '[\n  { "title": "Transparence", }\n]');
    expect(problemsOf(fixture.root)).toEqual([
      expect.stringMatching(/^data\/values\.json: Invalid JSON \(line 2, column 30\): /),
      expect.stringMatching(
        /^pages\/nos-valeurs\.json › blocks\[\d+\]\.collection: data\/values\.json: this data file is not valid JSON \(its own error says where\); fix it in a text editor$/,
      ),
    ]);
  });

  it('says a data file that is not there does not exist, at each block naming it', () => {
    fixture = contentFixture();
    rmSync(join(fixture.root, 'data', 'values.json'));
    expect(problemsOf(fixture.root)).toEqual([
      expect.stringMatching(
        /^pages\/nos-valeurs\.json › blocks\[\d+\]\.collection: data\/values\.json: no such data file in the site's definition \(dataFiles\) or on disk$/,
      ),
    ]);
  });

  it('reads a drafted data file instead of its file', () => {
    fixture = contentFixture();
    const services = JSON.parse(readFileSync(join(fixture.root, 'data', 'services.json'), 'utf8')) as Array<{ url: string }>;
    services[0]!.url = '/consultation';
    expect(problemsOf(fixture.root, siteDefinition, new Map([['data/services.json', services]]))).toContainEqual(
      expect.stringMatching(/^pages\/services\.json › blocks\[\d+\]\..*: Link to "\/consultation": no page in pages\/ has this path$/),
    );
  });
});

describe('one load, one site', () => {
  // The editor checks drafts and the tests load other sites in one process: each load parses with the site it is
  // given, and nothing of it reaches the next.
  const bookingOf = (root: string, definition: typeof siteDefinition) => loadContent(root, definition).navigation.footer.cta.href;

  it('resolves links with its own definition, whatever was loaded before', () => {
    fixture = contentFixture();
    const other = { ...siteDefinition, links: { ...siteDefinition.links, booking: 'https://other.example/agenda' } };
    expect(bookingOf(fixture.root, other)).toEqual({ href: 'https://other.example/agenda', external: true });
    expect(bookingOf(fixture.root, siteDefinition)).toEqual({ href: siteDefinition.links.booking, external: true });
  });

  it('after a load of another definition that fails', () => {
    fixture = contentFixture();
    fixture.writePage('example.json', heroPage('/example', { title: 42 }));
    const other = { ...siteDefinition, links: { ...siteDefinition.links, booking: 'https://other.example/agenda' } };
    expect(() => loadContent(fixture.root, other)).toThrow(/blocks\[0\]\.title/);
    fixture.writePage('example.json', heroPage('/example'));
    expect(bookingOf(fixture.root, siteDefinition)).toEqual({ href: siteDefinition.links.booking, external: true });
  });
});
