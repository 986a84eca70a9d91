import { describe, expect, it } from 'vitest';
import { contentRoutes } from './my-pages.ts';
import { content, renderBlocks } from './render-blocks.tsx';

const { site } = content;

const bookingLinks = (html: string) => html.match(new RegExp(`<a [^>]*href="${site.externalLinks.booking}"[^>]*>`, 'g')) ?? [];

const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));

describe.each(contentRoutes)('%s', (path) => {
  it('opens with its one h1, and its headings never skip a level going down', async () => {
    const levels = headingLevels(await renderBlocks(path));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    const skips = levels.flatMap((level, index) => (index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : []));
    expect(skips).toEqual([]);
  });

  it('opens the booking calendar in a new tab wherever it links to it', async () => {
    for (const tag of bookingLinks(await renderBlocks(path))) {
      expect(tag).toMatch(/target="_blank".*rel="noopener noreferrer"|rel="noopener noreferrer".*target="_blank"/);
    }
  });
});

it('the content pages but the values and privacy pages offer the booking calendar in their blocks', async () => {
  const withoutBooking = [];
  for (const path of contentRoutes) if (bookingLinks(await renderBlocks(path)).length === 0) withoutBooking.push(path);
  expect(withoutBooking).toEqual(['/nos-valeurs', '/politique-confidentialite']);
});
