import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../../../engine/theme/system.ts';

/** Renders a block inside what the site gives it: the brand system and a router (the header's current link). */
export function renderWithSite(ui: ReactElement) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ChakraProvider>,
  );
}
