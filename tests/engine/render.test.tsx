import { describe, expect, it } from 'vitest';
import { render } from '../../engine/app/entry-server.tsx';
import { loadContent } from '../../engine/validation/load-content.ts';
import siteDefinition from '../../site.config.ts';

const { pages, site, navigation } = loadContent(process.cwd(), siteDefinition);
const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

describe('server rendering', () => {
  it.each(pages.map(({ page }) => page.path))('renders %s with one h1, its head tags and its styles', async (path) => {
    const { status, html } = await render(path);
    expect(status).toBe(200);
    expect(html.startsWith('<!DOCTYPE html><html lang="fr">')).toBe(true);
    const head = headOf(html);
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(head).toContain('<meta name="description"');
    expect(head).toContain(`<link rel="canonical" href="${site.baseUrl}${path}"/>`);
    expect(head).toContain('<meta property="og:locale" content="fr_FR"/>');
    expect(head).toContain('<script type="application/ld+json">');
    expect(head).toContain('<style data-emotion="css ');
    expect(head).toContain('<style data-emotion="css-global ');
    expect(bodyOf(html).match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('renders the shell: navigation, footer legal line, newsletter form', async () => {
    const body = bodyOf((await render('/')).html);
    for (const item of navigation.header.links) expect(body).toContain(`>${item.label}</a>`);
    expect(body).toContain(navigation.header.resources.label);
    expect(body).toContain(site.legal.companyName);
    expect(body).toContain(site.legal.tradeRegister);
    expect(body).toContain(navigation.footer.form.consentLabel.replace(/'/g, '&#x27;'));
  });

  it('opens every external link in a new tab with rel="noopener noreferrer"', async () => {
    const { html } = await render('/');
    const anchors = html.match(/<a [^>]*>/g) ?? [];
    const external = anchors.filter((tag) => /href="https?:/.test(tag));
    expect(external.length).toBeGreaterThan(0);
    for (const tag of external) {
      expect(tag).toContain('target="_blank"');
      expect(tag).toContain('rel="noopener noreferrer"');
    }
  });

  it('shows the breadcrumb bar from Accueil on inner pages and none on the home page', async () => {
    const label = `aria-label="${navigation.breadcrumb.ariaLabel.replace(/'/g, '&#x27;')}"`;
    expect((await render('/faq')).html).toContain(label);
    expect((await render('/')).html).not.toContain(label);
  });

  it('renders the not-found page with status 404 and a link home for an unknown path', async () => {
    const { status, html } = await render('/cette-page-n-existe-pas');
    expect(status).toBe(404);
    const body = bodyOf(html);
    expect(body).toContain('404');
    expect(body).toContain('Oops! Page not found');
    expect(body).toContain('href="/"');
  });
});
