// @vitest-environment jsdom
import { Box, ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmotionCache } from '../../engine/app/emotion-cache.ts';
import { browserSystem } from '../../engine/theme/browser-system.ts';
import { createBrandSystem } from '../../engine/theme/system.ts';

const renderWith = (system: SystemContext) =>
  render(
    <CacheProvider value={createEmotionCache()}>
      <ChakraProvider value={system}>
        <Box color="fg.muted" px="4">
          Paris
        </Box>
      </ChakraProvider>
    </CacheProvider>,
  );

const globalStyles = () => [...document.querySelectorAll('style[data-emotion^="css-global"]')].map((tag) => tag.textContent).join('');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the browser system', () => {
  it("writes none of Chakra's global CSS, which the prerendered page carries: the complete system writes it", () => {
    renderWith(createBrandSystem());
    expect(globalStyles()).toContain('--chakra-colors-fg-muted');
    document.head.innerHTML = '';
    renderWith(browserSystem);
    expect(globalStyles()).toBe('');
  });

  it('styles components with the same tokens as the complete system', () => {
    const { container } = renderWith(browserSystem);
    const styles = [...document.querySelectorAll('style[data-emotion="css"]')].map((tag) => tag.textContent).join('');
    expect(container.firstElementChild?.className).toMatch(/css-/);
    expect(styles).toContain('var(--chakra-colors-fg-muted)');
  });
});
