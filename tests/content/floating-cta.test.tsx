// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import FloatingCta from '../../blocks/floating-cta/FloatingCta.tsx';
import { floatingCtaSchema } from '../../blocks/floating-cta/schema.ts';
import site from '../../data/site.json' with { type: 'json' };
import { system } from '../../engine/theme/system.ts';
import { siteContext } from '../site-context.ts';

describe('FloatingCta', () => {
  it('is a link to the calendar, in a new tab, that keyboard users can reach', () => {
    const props = floatingCtaSchema(siteContext).parse({ type: 'floatingCta', cta: { label: 'Parler à un expert', href: 'booking' } });
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
