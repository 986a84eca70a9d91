/**
 * Resolves once the page has loaded, its fonts are ready and its largest paint is on screen: what the page shows
 * first owes nothing to JavaScript, and a script requested before then delays it. A frame after `load` was not
 * enough: Chromium requested the scripts 100–200 ms before the largest paint (tests/e2e/landing.ts), and
 * Lighthouse's simulated LCP counts every request made before the LCP it observed (one run of
 * /alignement-equipes: LCP 3.2 s, against 2.1 s for the page without scripts).
 *
 * The browser reports no largest paint for a hidden page, nor once the visitor has clicked, pressed a key or
 * scrolled: a visitor who acts first must not be left without scripts. The first input may precede the
 * loader itself (the `first-input` entry, buffered, tells); 5 s is the last resort when the browser reports
 * neither (a key pressed before the page was parsed, or a scroll made before the loader ran).
 */
export function pagePainted(window: Window & typeof globalThis): Promise<void> {
  const { document } = window;
  const loaded = new Promise<void>((done) => {
    if (document.readyState === 'complete') done();
    else window.addEventListener('load', () => done(), { once: true });
  });
  const painted = new Promise<void>((done) => {
    if (document.visibilityState !== 'visible' || !window.PerformanceObserver?.supportedEntryTypes.includes('largest-contentful-paint')) {
      done();
      return;
    }
    for (const type of ['visibilitychange', 'scroll']) window.addEventListener(type, () => done(), { once: true, capture: true, passive: true });
    for (const type of ['largest-contentful-paint', 'first-input']) new window.PerformanceObserver(() => done()).observe({ type, buffered: true });
    window.setTimeout(done, 5000);
  });
  return Promise.all([loaded, document.fonts.ready, painted]).then(() => undefined);
}
