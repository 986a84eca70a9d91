// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pagePainted } from '../../engine/app/island-loader/page-painted.ts';
import { requestIslandScripts } from '../../engine/app/island-loader/request-island-scripts.ts';

type Observed = (list: { getEntries: () => unknown[] }) => void;

/**
 * The page's elements and what the test says of the document, removed after each test: the files of a worker share one
 * document (vitest.config.ts), and a later file's components read its fonts (Ark's textarea listens to them).
 */
const shown: HTMLElement[] = [];
const stated = ['visibilityState', 'readyState', 'fonts'] as const;

/** A browser whose page is visible, reports largest paints, and whose fonts and load event the test decides. */
function page({ visible = true, reportsPaint = true } = {}) {
  const observers = new Map<string, Observed>();
  let fontsReady!: () => void;
  class FakeObserver {
    static supportedEntryTypes = reportsPaint ? ['largest-contentful-paint', 'first-input'] : [];
    constructor(private readonly callback: Observed) {}
    observe({ type }: { type: string }) {
      observers.set(type, this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') });
  Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
  Object.defineProperty(document, 'fonts', { configurable: true, value: { ready: new Promise<void>((done) => (fontsReady = done)) } });
  // A largest paint of the page's title, in its <main>, unless another element is said.
  const pageElement = document.createElement('div');
  pageElement.innerHTML = '<header><span>Cap</span></header><main><h1>Titre</h1></main>';
  document.body.append(pageElement);
  shown.push(pageElement);
  const report = (type: string, element: Element | null = document.querySelector('h1')) => observers.get(type)?.({ getEntries: () => [{ element }] });
  const load = () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'complete' });
    window.dispatchEvent(new Event('load'));
  };
  return { report, load, fontsReady: () => fontsReady(), header: () => document.querySelector('header span') };
}

async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const element of shown.splice(0)) element.remove();
  // The document's own properties go: what its prototype says (jsdom's) shows again.
  for (const property of stated) Reflect.deleteProperty(document, property);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the islands’ loader waits for the page', () => {
  it('to have loaded, its fonts to be ready and its largest paint to be on screen, in any order', async () => {
    const { report, load, fontsReady } = page();
    const ready = pagePainted(window);
    report('largest-contentful-paint');
    expect(await settled(ready)).toBe(false);
    fontsReady();
    expect(await settled(ready)).toBe(false);
    load();
    expect(await settled(ready)).toBe(true);
  });

  it('to have painted its content: a largest paint of the header alone is a page still painting', async () => {
    const { report, load, fontsReady, header } = page();
    load();
    fontsReady();
    const ready = pagePainted(window);
    report('largest-contentful-paint', header());
    expect(await settled(ready)).toBe(false);
    report('largest-contentful-paint');
    expect(await settled(ready)).toBe(true);
  });

  it('or a largest paint of an element since removed (the browser no longer names it)', async () => {
    const { report, load, fontsReady } = page();
    load();
    fontsReady();
    const ready = pagePainted(window);
    report('largest-contentful-paint', null);
    expect(await settled(ready)).toBe(true);
  });

  it('or, instead of the largest paint, for the visitor’s first input or scroll: the browser then reports no paint', async () => {
    const first = page();
    first.load();
    first.fontsReady();
    const ready = pagePainted(window);
    expect(await settled(ready)).toBe(false);
    first.report('first-input');
    expect(await settled(ready)).toBe(true);

    const second = page();
    second.load();
    second.fontsReady();
    const scrolled = pagePainted(window);
    window.dispatchEvent(new Event('scroll'));
    expect(await settled(scrolled)).toBe(true);
  });

  it('for no paint on a hidden page, nor in a browser that reports none', async () => {
    for (const options of [{ visible: false }, { reportsPaint: false }]) {
      const { load, fontsReady } = page(options);
      load();
      fontsReady();
      expect(await settled(pagePainted(window))).toBe(true);
    }
  });

  it('for 5 s at most when the browser reports neither paint nor input', async () => {
    const { load, fontsReady } = page();
    load();
    fontsReady();
    const ready = pagePainted(window);
    await vi.advanceTimersByTimeAsync(4999);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
  });
});

describe('the islands’ loader then', () => {
  it('imports the entry first, then preloads every module side by side, in one insertion', () => {
    const requested: string[] = [];
    const inserted = vi.spyOn(document.head, 'append');
    requestIslandScripts(document, { entry: '/assets/entry.js', preloads: ['/assets/react.js', '/assets/Form.js'] }, async (url) => requested.push(url));
    expect(requested).toEqual(['/assets/entry.js']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/assets/react.js', '/assets/Form.js']);
    expect(inserted).toHaveBeenCalledTimes(1);
  });
});
