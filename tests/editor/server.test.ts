import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newPage } from '../../editor/new-page.ts';
import site from '../../site.config.ts';
import { editorApiOnCopy, host, token } from './api-on-copy.ts';

let copy: ReturnType<typeof editorApiOnCopy>;
beforeEach(() => (copy = editorApiOnCopy()));
afterEach(() => copy.remove());

const post = (body: unknown, extra: Record<string, string> = {}) => copy.post(body, extra);
const open = (path: string) => copy.open(path);
const text = (name: string) => copy.text(`pages/${name}`);

describe('editor API', () => {
  it('lists every page with its route, title and modification date', () => {
    const { status, body } = copy.api.handle({ method: 'GET', url: '/_editor/_api/pages', headers: { host } });
    expect(status).toBe(200);
    const pages = (body as { pages: Array<{ path: string; title: string; modified: string }> }).pages;
    expect(pages.find((page) => page.path === '/nos-valeurs')).toMatchObject({ title: 'Nos valeurs | Cap Chief of Staff' });
    expect(pages.every((page) => !Number.isNaN(Date.parse(page.modified)))).toBe(true);
  });

  it('names a page file whose JSON breaks, with its line and column, instead of leaving it out of the list in silence', () => {
    writeFileSync(join(copy.root, 'pages', 'qui-sommes-nous.json'), '{\n  "path": "/qui-sommes-nous",\n  }');
    const { status, body } = copy.api.handle({ method: 'GET', url: '/_editor/_api/pages', headers: { host } });
    expect(status).toBe(200);
    const { pages, unreadable } = body as { pages: Array<{ path: string }>; unreadable: unknown[] };
    expect(unreadable).toEqual([{ file: 'qui-sommes-nous.json', line: 3, column: 3 }]);
    expect(pages.map((page) => page.path)).not.toContain('/qui-sommes-nous');
    expect(pages.map((page) => page.path)).toContain('/nos-valeurs');
  });

  it('says, at the address of a page whose own file no longer parses, where it breaks rather than that it does not exist', () => {
    writeFileSync(join(copy.root, 'pages', 'qui-sommes-nous.json'), '{\n  "path": "/qui-sommes-nous",\n  }');
    const get = (path: string) => copy.api.handle({ method: 'GET', url: `/_editor/_api/page?path=${encodeURIComponent(path)}`, headers: { host } });
    const { status, body } = get('/qui-sommes-nous');
    expect(status).toBe(422);
    expect(body).toEqual({
      error:
        'pages/qui-sommes-nous.json\u00a0: JSON invalide, ligne 3, colonne 3. Corrigez-le dans un éditeur de texte\u00a0; d’ici là, ni l’éditeur ni la construction du site ne peuvent le lire.',
      unreadable: { file: 'qui-sommes-nous.json', line: 3, column: 3 },
    });
    // A route that is no page's, unreadable file or not, is still unknown.
    expect(get('/une-page-inconnue')).toMatchObject({ status: 404, body: { error: 'Aucune page n’a l’adresse «\u00a0/une-page-inconnue\u00a0».' } });
  });

  it('saves a valid change, keeping the rest of the file as it was', () => {
    const before = text('nos-valeurs.json');
    const { page, version } = open('/nos-valeurs');
    page.blocks[0]!.title = 'Nouveau titre';
    const answer = post({ path: '/nos-valeurs', version, page });
    expect(answer.status).toBe(200);
    expect(text('nos-valeurs.json')).toBe(before.replace('"title": "Cinq valeurs pour une relation de confiance"', '"title": "Nouveau titre"'));
  });

  it.each([
    ['another origin', { origin: 'http://evil.example' }],
    ['no origin', { origin: '' }],
    ['a host that is not this machine', { host: 'evil.example', origin: 'http://evil.example' }],
    ['no token', { 'x-editor-token': '' }],
    ['a wrong token', { 'x-editor-token': 'autre' }],
  ])('refuses a write from %s with 403', (_, extra) => {
    const before = text('faq.json');
    const { page, version } = open('/faq');
    const answer = post({ path: '/faq', version, page }, extra);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: expect.any(String) });
    expect(text('faq.json')).toBe(before);
  });

  // "/etc/passwd" is a route of two segments: its file would be pages/etc/passwd.json, inside pages/ as every route's.
  it.each(['/../secret', '../pages/faq', '//etc/passwd', 'C:\\pages', '/Faq', '/faq.json', '', '/a/../b', '/faq/'])('refuses the route %j with 400', (path) => {
    const { page } = open('/faq');
    const answer = post({ path, page: { ...page, path }, create: true });
    expect(answer.status).toBe(400);
    expect(existsSync(join(copy.root, 'secret.json'))).toBe(false);
  });

  it('refuses a body that is not JSON with 400, never throwing', () => {
    expect(post('{pas du json').status).toBe(400);
    expect(post('null').status).toBe(400);
    expect(post({ path: '/faq' }).status).toBe(400);
  });

  it('answers 404 to an endpoint or a method it does not serve, writing nothing', () => {
    const before = text('nos-valeurs.json');
    const { page, version } = open('/nos-valeurs');
    const write = { page: { ...page, path: '/nos-valeurs' }, path: '/nos-valeurs', version };
    const unknown = { status: 404, body: { error: 'Point d’accès inconnu.' } };
    expect(copy.api.handle({ method: 'GET', url: '/_editor/_api/inconnu', headers: { host } })).toEqual(unknown);
    expect(copy.api.handle({ method: 'DELETE', url: '/_editor/_api/page?path=%2Fnos-valeurs', headers: { host } })).toEqual(unknown);
    for (const [method, url] of [
      ['PUT', '/_editor/_api/page'],
      ['POST', '/_editor/_api/pages'],
      ['POST', '/_editor/_api/page/nos-valeurs'],
    ]) {
      const request = { method: method!, url: url!, headers: { host, origin: `http://${host}`, 'x-editor-token': token }, body: JSON.stringify(write) };
      expect(copy.api.handle(request), `${method} ${url}`).toEqual(unknown);
    }
    expect(text('nos-valeurs.json')).toBe(before);
  });

  it('answers 409 when the file changed on disk since it was opened', () => {
    const { page, version } = open('/nos-valeurs');
    writeFileSync(join(copy.root, 'pages', 'nos-valeurs.json'), text('nos-valeurs.json').replace('Nos valeurs', 'Nos valeurs (modifié)'));
    const changed = text('nos-valeurs.json');
    const answer = post({ path: '/nos-valeurs', version, page });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ reason: 'stale' });
    expect(text('nos-valeurs.json')).toBe(changed);
  });

  it('answers 422 with the build’s issues for an invalid page, writing nothing', () => {
    const before = text('nos-valeurs.json');
    const { page, version } = open('/nos-valeurs');
    page.blocks[0]!.title = '';
    page.blocks[0]!.primaryCta = { label: 'Voir', href: '/nulle-part' };
    const answer = post({ path: '/nos-valeurs', version, page });
    expect(answer.status).toBe(422);
    const issues = (answer.body as { issues: Array<{ path: PropertyKey[]; message: string }> }).issues;
    expect(issues.map((issue) => issue.path.join('.'))).toContain('blocks.0.title');
    expect(text('nos-valeurs.json')).toBe(before);
  });

  it('creates a page only at a free route, in the route’s own file', () => {
    const page = {
      $schema: '../schemas/page.schema.json',
      path: '/tarifs',
      seo: { title: 'Tarifs', description: 'Nos tarifs.', structuredData: ['WebPage'] },
      breadcrumb: { label: 'Tarifs' },
      blocks: [{ type: 'hero', title: 'Tarifs', subtitle: 'Nos formules.', primaryCta: { label: 'Nous écrire', href: '/' } }],
    };
    expect(post({ path: '/tarifs', page, create: true }).status).toBe(201);
    expect(JSON.parse(text('tarifs.json'))).toEqual(page);
    expect(post({ path: '/tarifs', page, create: true })).toMatchObject({ status: 409, body: { reason: 'exists' } });
  });

  it('creates a page of several segments in their folders, lists it, opens it, and saves it there', () => {
    const path = '/services/tarifs';
    const page = newPage(site, path, 'Tarifs', 'Nos formules et leurs tarifs.');
    expect(page.$schema).toBe('../../schemas/page.schema.json');
    expect(post({ path, page, create: true })).toMatchObject({ status: 201, body: { file: 'services/tarifs.json' } });
    expect(JSON.parse(text('services/tarifs.json'))).toEqual(page);
    const { body } = copy.api.handle({ method: 'GET', url: '/_editor/_api/pages', headers: { host } });
    expect((body as { pages: Array<{ file: string; path: string }> }).pages).toContainEqual(expect.objectContaining({ file: 'services/tarifs.json', path }));
    const opened = open(path);
    (opened.page.seo as Record<string, unknown>).title = 'Nos tarifs';
    expect(post({ path, page: opened.page, version: opened.version })).toMatchObject({ status: 200, body: { file: 'services/tarifs.json' } });
    expect(JSON.parse(text('services/tarifs.json'))).toMatchObject({ seo: { title: 'Nos tarifs' } });
  });

  it('refuses an address with a trailing slash, an empty segment or "..", writing nothing', () => {
    for (const path of ['/services/', '/services//tarifs', '/services/../../tarifs']) {
      const page = newPage(site, path, 'Tarifs', 'Nos formules et leurs tarifs.');
      expect(post({ path, page, create: true }).status, path).toBe(400);
    }
    expect(existsSync(join(copy.root, 'tarifs.json'))).toBe(false);
    expect(existsSync(join(copy.root, 'pages', 'services'))).toBe(false);
  });
});

describe('editor API on data files', () => {
  type Value = { id: string; title: string; description: string };
  const dataText = (name: string) => copy.text(`data/${name}`);
  const openData = (name: string) => copy.openData(name);
  const opened = () => openData('values').body as { name: string; file: string; data: Value[]; version: string };
  const postData = (body: unknown, extra: Record<string, string> = {}) => copy.postData(body, extra);

  it('opens a data file of the site’s table by name', () => {
    const { status, body } = openData('values');
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'values', file: 'data/values.json' });
    expect(openData('media-matrix').status).toBe(200);
  });

  it('says where a data file edited by hand breaks, rather than answering 500 or that it does not exist', () => {
    copy.write('data/values.json', '[\n  { "title": "Transparence", }\n]');
    expect(openData('values')).toEqual({
      status: 422,
      body: {
        error:
          'data/values.json\u00a0: JSON invalide, ligne 2, colonne 30. Corrigez-le dans un éditeur de texte\u00a0; d’ici là, ni l’éditeur ni la construction du site ne peuvent le lire.',
        unreadable: { file: 'data/values.json', line: 2, column: 30 },
      },
    });
  });

  it('gives the data files as they are on disk now, naming those that are not JSON, for the checks the editor runs as one types', () => {
    const read = () => copy.api.handle({ method: 'GET', url: '/_editor/_api/data-files', headers: { host } });
    const before = read();
    expect(before.status).toBe(200);
    const files = new Map((before.body as { files: Array<[string, unknown]> }).files);
    expect(files.get('data/values.json')).toEqual(JSON.parse(dataText('values.json')));
    expect(before.body).toMatchObject({ unreadable: [] });

    copy.write('data/values.json', '[\n  { "title": "Transparence", }\n]');
    const after = read().body as { files: Array<[string, unknown]>; unreadable: string[] };
    expect(after.unreadable).toEqual(['data/values.json']);
    expect(after.files.map(([file]) => file)).not.toContain('data/values.json');
    expect(after.files.map(([file]) => file)).toContain('data/services.json');
  });

  it.each(['site', 'navigation', '../pages/faq', '../../package', '/etc/passwd', 'values.json', '__proto__', 'constructor', ''])(
    'knows no data file named %j',
    (name) => {
      expect(openData(name).status).toBe(404);
      const { data, version } = opened();
      expect(postData({ name, data, version }).status).toBe(404);
    },
  );

  it('saves a valid change, keeping the rest of the file byte for byte', () => {
    const before = dataText('values.json');
    const { data, version } = opened();
    data[0]!.title = 'Transparence totale';
    const answer = postData({ name: 'values', data, version });
    expect(answer).toMatchObject({ status: 200, body: { file: 'data/values.json' } });
    expect(dataText('values.json')).toBe(before.replace('"title": "Transparence"', '"title": "Transparence totale"'));
    expect(dataText('values.json').endsWith(']\n')).toBe(true);
  });

  it.each([
    ['another origin', { origin: 'http://evil.example' }],
    ['a host that is not this machine', { host: 'evil.example', origin: 'http://evil.example' }],
    ['no token', { 'x-editor-token': '' }],
    ['a wrong token', { 'x-editor-token': 'autre' }],
  ])('refuses a write from %s with 403', (_, extra) => {
    const before = dataText('values.json');
    const { data, version } = opened();
    data[0]!.title = 'Autre';
    expect(postData({ name: 'values', data, version }, extra).status).toBe(403);
    expect(dataText('values.json')).toBe(before);
  });

  it('answers 409 when the file changed on disk since it was opened', () => {
    const { data, version } = opened();
    writeFileSync(join(copy.root, 'data', 'values.json'), dataText('values.json').replace('"Transparence"', '"Transparence (modifié)"'));
    const changed = dataText('values.json');
    data[0]!.title = 'Autre';
    expect(postData({ name: 'values', data, version })).toMatchObject({ status: 409, body: { reason: 'stale' } });
    expect(dataText('values.json')).toBe(changed);
  });

  it('answers 422 with the schema’s issues at their path, writing nothing', () => {
    const before = dataText('values.json');
    const { data, version } = opened();
    data[0]!.title = '';
    const answer = postData({ name: 'values', data, version });
    expect(answer.status).toBe(422);
    const issues = (answer.body as { issues: Array<{ file: string; path: PropertyKey[]; message: string }> }).issues;
    expect(issues.map((issue) => `${issue.file} ${issue.path.join('.')}`)).toEqual(['data/values.json 0.title']);
    expect(issues[0]!.message).toMatch(/^Ce champ ne peut pas rester vide\./);
    expect(postData({ name: 'values', data: data.slice(1), version }).status).toBe(422);
    expect(dataText('values.json')).toBe(before);
  });
});
