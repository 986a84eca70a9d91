import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { blockRegistry } from '../../blocks/registry.ts';
import { system } from '../../engine/theme/system.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import siteDefinition from '../../site.config.ts';

export const content = loadContent(process.cwd(), siteDefinition);
const componentModules = import.meta.glob<{ default: ComponentType<never> }>('../../blocks/*/*.tsx');

/** The page's blocks through their real components, without the shell: the HTML a visitor gets of them. */
export async function renderBlocks(path: string): Promise<string> {
  const { blocks } = content.pages.find(({ page }) => page.path === path)!.page;
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
