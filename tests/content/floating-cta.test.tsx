// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import FloatingCta from '../../blocks/floating-cta/FloatingCta.tsx';
import { isFloatingCtaShown } from '../../blocks/floating-cta/logic.ts';
import { floatingCtaSchema } from '../../blocks/floating-cta/schema.ts';
import site from '../../data/site.json' with { type: 'json' };
import { system } from '../../engine/theme/system.ts';

describe('isFloatingCtaShown', () => {
  const viewportHeight = 800;
  it.each([
    ['at the top of the page, where the hero has its own button', 0, 3000, false],
    ['just short of half a screen', 400, 3000, false],
    ['past half a screen, footer far below', 401, 3000, true],
    ['when the footer comes into view', 2500, 700, false],
    ['on a page without footer', 1200, null, true],
  ])('%s', (_case, scrollY, footerTop, expected) => {
    expect(isFloatingCtaShown({ scrollY, viewportHeight, footerTop })).toBe(expected);
  });
});

describe('FloatingCta', () => {
  it('is a link to the calendar, in a new tab, that keyboard users can reach', () => {
    const props = floatingCtaSchema.parse({ type: 'floatingCta', cta: { label: 'Parler à un expert', href: 'booking' } });
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <FloatingCta {...props} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const link = screen.getByRole('link', { name: /Parler à un expert/ });
    expect(link.getAttribute('href')).toBe(site.externalLinks.booking);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.closest('[aria-hidden="true"], [tabindex="-1"], [hidden], [inert]')).toBeNull();
    link.focus();
    expect(document.activeElement).toBe(link);
  });
});
