import { describe, expect, it } from 'vitest';
import { fileOfRoute } from '../../editor/validate.ts';
import { linkField } from '../../engine/schema/link.ts';
import { routePattern, routesAbove } from '../../engine/schema/route.ts';
import { breadcrumbTrail } from '../../engine/seo/breadcrumb-trail.ts';
import { routeHtmlFile } from '../../engine/server/route-files.ts';
import { siteContext } from '../site-context.ts';

// A route is "/" or lower-case kebab-case segments: a site groups its pages (/ressources/guide-okr), and what
// follows a route (its file, its built document, its breadcrumb, the links to it) follows its segments.

describe('a route', () => {
  it.each(['/', '/faq', '/quarter-plan', '/ressources/guide-okr', '/secteurs/retail/2026'])('%s is one', (path) => {
    expect(routePattern.test(path)).toBe(true);
  });

  it.each([
    '',
    'faq',
    '/faq/',
    '//faq',
    '/ressources//guide',
    '/ressources/../faq',
    '/ressources/./faq',
    '/Faq',
    '/a_b',
    '/a--b',
    '/-a',
    '/a-',
    '/faq#x',
    '/faq?x',
  ])('%j is none', (path) => {
    expect(routePattern.test(path)).toBe(false);
  });

  it('has the routes above it, nearest first, home left out', () => {
    expect(routesAbove('/')).toEqual([]);
    expect(routesAbove('/faq')).toEqual([]);
    expect(routesAbove('/ressources/guide-okr')).toEqual(['/ressources']);
    expect(routesAbove('/a/b/c')).toEqual(['/a/b', '/a']);
  });

  it('is built to <route>/index.html and edited in pages/<route>.json, in its segments’ folders', () => {
    expect(routeHtmlFile('/ressources/guide-okr')).toBe('ressources/guide-okr/index.html');
    expect(fileOfRoute('/')).toBe('index.json');
    expect(fileOfRoute('/faq')).toBe('faq.json');
    expect(fileOfRoute('/ressources/guide-okr')).toBe('ressources/guide-okr.json');
    expect(fileOfRoute('/ressources/../../etc')).toBeUndefined();
  });
});

describe('a link field', () => {
  const link = linkField(siteContext);

  it.each(['/ressources/guide-okr', '/ressources/guide-okr#etapes', '/faq#tarifs', '#contact', '/'])('takes %s', (value) => {
    expect(link.parse(value)).toEqual({ href: value, external: false });
  });

  it.each(['/ressources/', '//example.org', '/ressources/../faq', '/ressources/guide-okr/#etapes'])('refuses %s', (value) => {
    expect(link.safeParse(value).success).toBe(false);
  });
});

describe('the breadcrumb of a route of several segments', () => {
  const page = (path: string, breadcrumb: { label: string; parent?: string } | null) => ({ page: { path, breadcrumb } });
  const trail = (path: string, pages: ReturnType<typeof page>[]) => breadcrumbTrail(path, pages, 'Accueil')?.map((entry) => `${entry.path} ${entry.label}`);

  it('shows the page above it when that page exists, and that page’s own parents', () => {
    const pages = [page('/', null), page('/a-propos', { label: 'À propos' }), page('/ressources', { label: 'Ressources', parent: '/a-propos' })];
    expect(trail('/ressources/guide-okr', [...pages, page('/ressources/guide-okr', { label: 'Guide OKR' })])).toEqual([
      '/ Accueil',
      '/a-propos À propos',
      '/ressources Ressources',
      '/ressources/guide-okr Guide OKR',
    ]);
  });

  it('skips a missing or unlabelled level for the nearest labelled page above, and goes home when there is none', () => {
    const guide = page('/ressources/guides/okr', { label: 'OKR' });
    expect(trail('/ressources/guides/okr', [page('/ressources', { label: 'Ressources' }), page('/ressources/guides', null), guide])).toEqual([
      '/ Accueil',
      '/ressources Ressources',
      '/ressources/guides/okr OKR',
    ]);
    expect(trail('/ressources/guides/okr', [guide])).toEqual(['/ Accueil', '/ressources/guides/okr OKR']);
  });

  it('ends where parents name each other', () => {
    const pages = [page('/a', { label: 'A', parent: '/b' }), page('/b', { label: 'B', parent: '/a' }), page('/a/c', { label: 'C' })];
    expect(trail('/a/c', pages)).toEqual(['/ Accueil', '/b B', '/a A', '/a/c C']);
  });

  it('follows the parent a page names rather than the route above it', () => {
    const pages = [page('/ressources', { label: 'Ressources' }), page('/services', { label: 'Services' })];
    expect(trail('/ressources/audit', [...pages, page('/ressources/audit', { label: 'Audit', parent: '/services' })])).toEqual([
      '/ Accueil',
      '/services Services',
      '/ressources/audit Audit',
    ]);
  });
});
