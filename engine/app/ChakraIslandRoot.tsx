import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { browserSystem } from '../theme/browser-system.ts';
import { createBrowserEmotionCache } from './emotion-cache.ts';

// One emotion cache for every Chakra island of the page, holding the prerendered page's styles already.
const cache = createBrowserEmotionCache();

/** What an island drawn with Chakra components needs around it in the browser: Chakra's style system. */
export function ChakraIslandRoot({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={browserSystem}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
