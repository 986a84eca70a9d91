/**
 * Resolves once the page has loaded, its fonts are ready and its largest paint is on screen: what the page shows
 * first owes nothing to JavaScript, and a script requested before then delays it. A frame after `load` was not
 * enough: Chromium requested the scripts 100–200 ms before the largest paint (tests/e2e/landing.ts), and
 * Lighthouse's simulated LCP counts every request made before the LCP it observed (one run of
 * /alignement-equipes: LCP 3.2 s, against 2.1 s for the page without scripts).
 *
 * The largest paint that counts is one of the page's content, in its `<main>`: Chromium can present a first frame with
 * the header alone (its logo text the largest paint), and the title under it 60–100 ms later, after a loader that
 * went on at the first paint had requested its scripts (2 of 60 loads of /simulateur-chief-of-staff, probe of
 * 2026-11-27). The content's text is always larger than the header's, so it paints as a later largest paint.
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
    new window.PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => paintsContent(document, entry as LargestContentfulPaint))) done();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new window.PerformanceObserver(() => done()).observe({ type: 'first-input', buffered: true });
    window.setTimeout(done, 5000);
  });
  return Promise.all([loaded, document.fonts.ready, painted]).then(() => undefined);
}

/** Whether a largest paint shows the page's content: an element in its `<main>` (or any, for a page without one). */
function paintsContent(document: Document, entry: LargestContentfulPaint): boolean {
  const main = document.querySelector('main');
  return !main || !entry.element || main.contains(entry.element);
}
