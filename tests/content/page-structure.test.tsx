import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks/registry.ts';
import { system } from '../../engine/theme/system.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import { contentRoutes } from './my-pages.ts';
import siteDefinition from '../../site.config.ts';

const { pages, site } = loadContent(process.cwd(), siteDefinition);
const componentModules = import.meta.glob<{ default: ComponentType<never> }>('../../blocks/*/*.tsx');

/** The page's blocks through their real components, without the shell. */
async function renderBlocks(path: string): Promise<string> {
  const { blocks } = pages.find(({ page }) => page.path === path)!.page;
  const rendered = await Promise.all(
    blocks.map(async (block, index) => {
      const Component = (await componentModules[`../../blocks/${blockRegistry[block.type as keyof typeof blockRegistry].component}`]!())
        .default as ComponentType<typeof block>;
      return <Component key={index} {...block} />;
    }),
  );
  return renderToStaticMarkup(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>{rendered}</MemoryRouter>
    </ChakraProvider>,
  );
}

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
