// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadedBefore, loadWebFonts } from '../../engine/app/island-loader/web-fonts.ts';
import type { WebFontFace } from '../../engine/theme/font-faces.ts';

const descriptors = { style: 'normal', weight: '100 900', display: 'swap', unicodeRange: 'U+0020-007E' } as const;
const faces: WebFontFace[] = [
  { family: 'Sans', source: "url(/assets/sans.woff2) format('woff2')", descriptors },
  { family: 'Serif', source: "url(/assets/serif.woff2) format('woff2')", descriptors },
];

/** A browser whose font files load when the test says so, and that records what the document's font set receives. */
function browser({ failing = [] as string[] } = {}) {
  const added: string[] = [];
  const finish = new Map<string, () => void>();
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
    ) {}
    load() {
      return new Promise<this>((resolve, reject) =>
        finish.set(this.family, () => (failing.includes(this.family) ? reject(new Error('network')) : resolve(this))),
      );
    }
  }
  const fake = Object.create(window) as Window & typeof globalThis;
  Object.defineProperty(fake, 'FontFace', { value: FakeFontFace });
  Object.defineProperty(fake, 'document', { value: { fonts: { add: (face: FakeFontFace) => added.push(face.family) } } });
  return { fake, added, arrive: (family: string) => finish.get(family)!() };
}

beforeEach(() => sessionStorage.clear());

describe('the page loader’s fonts', () => {
  it('adds the faces to the document together once both have arrived, and remembers it for the tab', async () => {
    const { fake, added, arrive } = browser();
    const loading = loadWebFonts(fake, faces);
    arrive('Serif');
    await Promise.resolve();
    expect(added).toEqual([]);
    arrive('Sans');
    await loading;
    expect(added).toEqual(['Sans', 'Serif']);
    expect(loadedBefore(window)).toBe(true);
  });

  it('keeps the fallback of a face that fails, and loads them after the next page has painted again', async () => {
    const { fake, added, arrive } = browser({ failing: ['Serif'] });
    const loading = loadWebFonts(fake, faces);
    arrive('Sans');
    arrive('Serif');
    await loading;
    expect(added).toEqual(['Sans']);
    expect(loadedBefore(window)).toBe(false);
  });

  it('reads "not loaded before" where session storage is refused', () => {
    const refusing = Object.create(window) as Window;
    Object.defineProperty(refusing, 'sessionStorage', {
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(loadedBefore(refusing)).toBe(false);
  });
});
