// Shared by the suites of the `unit` project; most run in Node. No jest-dom import here: it is not a dependency of ours.
// Run before every file, whereas the modules the files import are evaluated once per worker (vitest.config.ts).

import { afterEach } from 'vitest';

// What follows only concerns the jsdom suites (component tests; stories run in Chromium).

if (typeof window !== 'undefined') {
  // Browser APIs jsdom lacks but Chakra and Ark (breakpoints, positioning, presence, scroll handling) call.
  // Inert stand-ins: jsdom has no layout, so there is nothing to observe or scroll.
  window.matchMedia ??= (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });

  class InertObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.ResizeObserver ??= InertObserver;
  globalThis.IntersectionObserver ??= InertObserver;

  // jsdom defines scrollTo but reports "Not implemented" through console.error, which tests treat as a failure.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= () => {};
  // Ark's select scrolls its list to the highlighted option; jsdom has no layout to scroll.
  Element.prototype.scrollTo ??= () => {};

  // Vitest runs without globals, so Testing Library cannot register its own cleanup; the toaster (which mounts
  // itself with the first notice, engine/ui-kit/notify.ts) is a module-level store and would carry one test's
  // notices into the next.
  const { cleanup } = await import('@testing-library/react');
  const { toaster } = await import('../engine/ui-kit/toaster.tsx');
  afterEach(() => {
    cleanup();
    toaster.remove();
  });
}
