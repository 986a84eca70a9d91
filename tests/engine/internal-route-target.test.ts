import { describe, expect, it } from 'vitest';
import { internalRouteTarget } from '../../engine/links/internal-route-target.ts';

const current = { origin: 'https://cabinet.example', pathname: '/services' };
const isRoute = (pathname: string) => ['/', '/services', '/faq'].includes(pathname.replace(/\/$/, '') || '/');
const anchor = (href: string, attributes: { target?: string; download?: boolean } = {}) => ({
  href: new URL(href, current.origin).href,
  target: attributes.target ?? '',
  hasAttribute: (name: string) => name === 'download' && attributes.download === true,
});

describe('which clicks on prerendered links navigate client-side', () => {
  it('navigates to another page of the site, keeping query and anchor', () => {
    expect(internalRouteTarget(anchor('/faq?theme=roi#tarifs'), current, isRoute)).toBe('/faq?theme=roi#tarifs');
    expect(internalRouteTarget(anchor('/'), current, isRoute)).toBe('/');
  });

  it('leaves other sites, new tabs and downloads to the browser', () => {
    expect(internalRouteTarget(anchor('https://calendly.com/rdv'), current, isRoute)).toBeNull();
    expect(internalRouteTarget(anchor('/faq', { target: '_blank' }), current, isRoute)).toBeNull();
    expect(internalRouteTarget(anchor('/faq', { download: true }), current, isRoute)).toBeNull();
  });

  it('leaves paths that are not pages (files, the 404) to the browser', () => {
    expect(internalRouteTarget(anchor('/sitemap.xml'), current, isRoute)).toBeNull();
    expect(internalRouteTarget(anchor('/ancienne-page'), current, isRoute)).toBeNull();
  });

  it('lets the browser scroll to an anchor on the current page', () => {
    expect(internalRouteTarget(anchor('/services#processus'), current, isRoute)).toBeNull();
  });
});
