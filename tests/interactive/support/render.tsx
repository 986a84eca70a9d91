import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import { system } from '../../../engine/theme/system.ts';
import { toaster } from '../../../engine/ui-kit/toaster.tsx';

// Vitest runs without globals, so Testing Library cannot register its own cleanup; the toaster (which mounts
// itself with the first notice, engine/ui-kit/notify.ts) is a module-level store and would carry one test's
// notices into the next.
afterEach(() => {
  cleanup();
  toaster.remove();
});

/** Renders a block inside what the site gives it: the brand system and a router (the header's current link). */
export function renderWithSite(ui: ReactElement) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ChakraProvider>,
  );
}
