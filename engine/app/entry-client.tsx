import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { createEmotionCache } from './emotion-cache.ts';
import { loadRoute } from './load-route.ts';

// The route's data and block components are fetched before hydrating, so hydration never suspends.
await loadRoute(window.location.pathname);

hydrateRoot(
  document,
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>,
);
