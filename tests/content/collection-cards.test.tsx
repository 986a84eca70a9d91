// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { servicesSchema } from '../../blocks/_collections/services.ts';
import { content, renderBlocks } from './render-blocks.tsx';
import { siteContext } from '../site-context.ts';

// The collections' cards as a visitor reads them on their pages (spec sections 3 and 9): the label above each title,
// its points, and where each of its links leads.

interface SeenLink {
  label: string;
  href: string;
  newTab: boolean;
  rel: string | null;
}

interface SeenCard {
  label: string | undefined;
  title: string;
  points: string[];
  links: SeenLink[];
}

/** Every card of the page that has links: its title, the label shown above it, its list items and its links. */
async function cardsOn(path: string): Promise<SeenCard[]> {
  const page = new DOMParser().parseFromString(await renderBlocks(path), 'text/html');
  return [...page.querySelectorAll<HTMLElement>('h3[id]')].flatMap((title) => {
    const links = [...page.querySelectorAll<HTMLAnchorElement>('a[aria-describedby]')].filter((link) => link.getAttribute('aria-describedby') === title.id);
    if (links.length === 0) return [];
    const label = title.previousElementSibling?.textContent ?? undefined;
    const card = title.closest('li')!;
    return [
      {
        label,
        title: title.textContent!,
        points: [...card.querySelectorAll('li')].map((item) => item.textContent!),
        links: links.map((link) => ({
          label: link.textContent!,
          href: link.getAttribute('href')!,
          newTab: link.target === '_blank',
          rel: link.getAttribute('rel'),
        })),
      },
    ];
  });
}

const booking = content.site.externalLinks.booking!;
const onSite = (label: string, href: string): SeenLink => ({ label, href, newTab: false, rel: null });
// A link that opens a new tab says so in its text (hidden on screen, read out by screen readers).
const toCalendar = (label: string): SeenLink => ({ label: `${label} (nouvel onglet)`, href: booking, newTab: true, rel: 'noopener noreferrer' });

describe('collection cards as a visitor sees them', () => {
  it('/services: each of the seven services shows its first two benefits and leads to its own page', async () => {
    const services = servicesSchema(siteContext).parse(JSON.parse(readFileSync('data/services.json', 'utf8')));
    const cards = await cardsOn('/services');
    expect(cards.map(({ title, points, links }) => ({ title, points, links }))).toEqual(
      services.map((service) => ({ title: service.title, points: service.benefits.slice(0, 2), links: [onSite('Découvrir le service', service.url.href)] })),
    );
  });

  it('/ressources: the spec type above each title; the calendar reads "Réserver" and opens a new tab, the others read "Accéder" and stay on the site', async () => {
    const cards = await cardsOn('/ressources');
    expect(cards.map(({ label }) => label)).toEqual(['Outil interactif', 'Consultation', 'Générateur', 'Guide', 'Comparatif', 'Comparatif', 'Manifeste']);
    expect(cards.map(({ links }) => links[0])).toEqual([
      onSite('Accéder', '/simulateur-chief-of-staff'),
      toCalendar('Réserver'),
      onSite('Accéder', '/fiche-poste-chief-of-staff'),
      onSite('Accéder', '/okr-chief-of-staff'),
      onSite('Accéder', '/chief-of-staff-vs-consultant'),
      onSite('Accéder', '/chief-of-staff-assistant-comparatif'),
      onSite('Accéder', '/manifeste'),
    ]);
  });

  it('/secteurs-activites: media leads to /medias, banking-insurance to /bancassurance, the other sectors to the calendar; all also to /services', async () => {
    const cards = await cardsOn('/secteurs-activites');
    expect(cards.map(({ title, links }) => [title, links.map(({ href, newTab }) => (newTab ? `${href} (new tab)` : href))])).toEqual([
      ['Médias', ['/medias', '/services']],
      ['Divertissement', [`${booking} (new tab)`, '/services']],
      ['Bancassurance', ['/bancassurance', '/services']],
      ['Private equity', [`${booking} (new tab)`, '/services']],
      ['Retail', [`${booking} (new tab)`, '/services']],
    ]);
  });
});
