import '../theme/islands.css';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { HydratingPrerenderedPage } from '../render/StaticHtml.tsx';
import { App } from './App.tsx';
import { createBrowserEmotionCache } from './emotion-cache.ts';
import { prepareLandingRoute } from './load-route.ts';
import { nextTask } from './next-task.ts';

// The route's data and the code of its islands are fetched before hydrating: hydration never suspends,
// and React can hydrate any island at once when the visitor acts on it.
await prepareLandingRoute(window.location.pathname);
await nextTask();

// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole document in one task.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratingPrerenderedPage value={true}>
        <CacheProvider value={createBrowserEmotionCache()}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </CacheProvider>
      </HydratingPrerenderedPage>
    </StrictMode>,
  );
});
