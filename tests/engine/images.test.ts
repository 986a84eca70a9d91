import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { fileNameParts, renditionsOf, renditionWidths, resolvedImage, srcsetOf, thumbnailOf } from '../../engine/schema/image-renditions.ts';
import { encodedRendition, renditionsIn } from '../../engine/prerender/images-step.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import siteDefinition from '../../site.config.ts';
import { contentFixture, heroPage, problemsOf } from './content-fixture.ts';

const horizon = resolve(import.meta.dirname, '../../images/horizon.png');
const source = { width: 1600, height: 1200, hash: '0123456789abcdef0123' };
const hero = { maxWidth: 576, sizes: '(min-width: 40rem) 36rem, calc(100vw - 2.5rem)' };

describe('the widths of a responsive image', () => {
  it('go from a phone’s to the place’s width at 2×, each at most about 1.2× the one before', () => {
    const widths = renditionWidths(hero);
    expect(widths[0]).toBe(320);
    expect(widths.at(-1)).toBe(1152);
    for (let index = 1; index < widths.length; index++) expect(widths[index]! / widths[index - 1]!).toBeLessThanOrEqual(1.25);
  });

  it('end at the place’s width at 2× when it falls between two steps', () => {
    expect(renditionWidths({ maxWidth: 200, sizes: '200px' })).toEqual([320, 384, 400]);
  });
});

describe('the files and attributes of an image', () => {
  it('name each file by its source’s hash and settings, in AVIF and WebP', () => {
    const files = renditionsOf('images/horizon.png', source, hero).map((rendition) => rendition.file);
    expect(files).toContain('assets/horizon-1152w-q50.0123456789ab.avif');
    expect(files).toContain('assets/horizon-320w-q72.0123456789ab.webp');
    expect(files).toHaveLength(renditionWidths(hero).length * 2);
  });

  it('give the editor a thumbnail of each source: 240 px wide in WebP, named like the others, so the dev server encodes it too', () => {
    const thumbnail = thumbnailOf('images/horizon.png', source);
    expect(thumbnail).toEqual({ source: 'images/horizon.png', width: 240, format: 'webp', quality: 72, file: 'assets/horizon-240w-q72.0123456789ab.webp' });
    expect(fileNameParts(thumbnail.file.replace('assets/', ''))).toMatchObject({ stem: 'horizon', width: 240, format: 'webp' });
  });

  it('say in their name what the dev server encodes for it, and nothing for another name', () => {
    expect(fileNameParts('horizon-1152w-q50.0123456789ab.avif')).toEqual({ stem: 'horizon', width: 1152, quality: 50, hash: '0123456789ab', format: 'avif' });
    expect(fileNameParts('index-B2x9.js')).toBeUndefined();
  });

  it('give a srcset per format, the sizes of the place, a box in the source’s proportions and a WebP fallback at the place’s width', () => {
    const { image } = resolvedImage('images/horizon.png', source, hero, 'Des collines');
    expect(image).toMatchObject({ alt: 'Des collines', width: 576, height: 432, sizes: hero.sizes, src: '/assets/horizon-640w-q72.0123456789ab.webp' });
    expect(image.sources.map(({ type }) => type)).toEqual(['image/avif', 'image/webp']);
    expect(image.sources[0]!.srcset).toMatch(/^\/assets\/horizon-320w-q50\.0123456789ab\.avif 320w, .* \/assets\/horizon-1152w-q50\.0123456789ab\.avif 1152w$/);
    expect(srcsetOf([])).toBe('');
  });
});

describe('an image field in content', () => {
  const fixture = contentFixture();
  afterAll(fixture.remove);

  const withImage = (image: unknown) => fixture.writePage('exemple.json', heroPage('/exemple', { image }));

  it('resolves a hero’s image and declares the files the build writes', () => {
    withImage({ src: 'images/horizon.png', alt: 'Des collines sous un soleil bas' });
    const page = loadContent(fixture.root, siteDefinition).pages.find((entry) => entry.file === 'pages/exemple.json')!;
    const files = renditionsIn(page.page).map((rendition) => rendition.file);
    expect(files).toHaveLength(renditionWidths(hero).length * 2);
    expect(files.every((file) => /^assets\/horizon-\d+w-q\d+\.[0-9a-f]{12}\.(avif|webp)$/.test(file))).toBe(true);
  });

  it('fails on a missing file, naming the file and the JSON path', () => {
    withImage({ src: 'images/absente.png', alt: 'Rien' });
    expect(problemsOf(fixture.root)).toEqual(['pages/exemple.json › blocks[0].image.src: images/absente.png: no such image file']);
  });

  it('fails on an image without alt unless it is decorative, and on a decorative image with one', () => {
    withImage({ src: 'images/horizon.png' });
    expect(problemsOf(fixture.root)).toEqual([
      'pages/exemple.json › blocks[0].image.alt: An image needs its text alternative (alt), or "decorative": true if it says nothing',
    ]);
    withImage({ src: 'images/horizon.png', alt: '', decorative: true });
    expect(problemsOf(fixture.root)).toEqual([]);
    withImage({ src: 'images/horizon.png', alt: 'Des collines', decorative: true });
    expect(problemsOf(fixture.root)).toEqual([
      'pages/exemple.json › blocks[0].image.alt: A decorative image has no text alternative: remove "alt" or "decorative"',
    ]);
  });

  it('fails on a source narrower than its place at 2×', async () => {
    await sharp(horizon).resize({ width: 1000 }).toFile(join(fixture.root, 'images/petite.png'));
    withImage({ src: 'images/petite.png', alt: 'Des collines' });
    expect(problemsOf(fixture.root)).toEqual([
      'pages/exemple.json › blocks[0].image.src: images/petite.png is 1000 px wide: this place draws it up to 1152 px wide (at 2×); use a larger source',
    ]);
  });

  it('refuses a source outside the images folder', () => {
    withImage({ src: '../secret.png', alt: 'x' });
    expect(problemsOf(fixture.root)).toEqual([
      'pages/exemple.json › blocks[0].image.src: Expected an image file of the images folder, like "images/workshop.png" (PNG, JPEG, WebP or AVIF)',
    ]);
  });
});

describe('the blocks that take an image', () => {
  const fixture = contentFixture();
  afterAll(fixture.remove);

  const caseLabels = {
    problem: 'Problème',
    solution: 'Solution',
    result: 'Résultat',
    challenge: 'Enjeu',
    action: 'Action',
    showDetails: 'Voir les {count} chantiers',
    hideDetails: 'Masquer le détail',
  };
  const named = (name: string) => ({ name, icon: 'building' });
  // Each block with an image where it draws one, the path to that image, and the widest file its place needs (2×).
  const blocks = [
    { type: 'textSection', at: 'image', widest: 1152, block: (image: object) => ({ type: 'textSection', title: 'Le rôle', paragraphs: ['Un texte.'], image }) },
    {
      type: 'testimonial',
      at: 'image',
      widest: 128,
      block: (image: object) => ({ type: 'testimonial', quote: 'Une citation.', author: 'Directrice générale', company: 'Maison Verne', image }),
    },
    {
      type: 'caseStudies',
      at: 'cases[0].image',
      widest: 1152,
      block: (image: object) => ({
        type: 'caseStudies',
        labels: caseLabels,
        cases: [{ title: 'Un réseau', problem: 'Un problème.', solution: 'Une solution.', result: '+60 %', image }],
      }),
    },
    {
      type: 'logoStrip',
      at: 'logos[0].image',
      widest: 320,
      block: (image: object) => ({ type: 'logoStrip', title: 'Nos clients', logos: [{ name: 'Nordlys', image }, named('Banque'), named('Enseigne')] }),
    },
  ];
  const withBlock = (block: object) => fixture.writePage('exemple.json', { ...heroPage('/exemple'), blocks: [block] });

  it.each(blocks)('$type resolves its image at $at and declares its files, up to $widest px wide', ({ block, widest }) => {
    withBlock(block({ src: 'images/horizon.png', alt: 'Des collines sous un soleil bas' }));
    expect(problemsOf(fixture.root)).toEqual([]);
    const page = loadContent(fixture.root, siteDefinition).pages.find((entry) => entry.file === 'pages/exemple.json')!;
    const widths = renditionsIn(page.page).map((rendition) => rendition.width);
    expect(Math.max(...widths)).toBe(widest);
  });

  it.each(blocks)('$type names the file and $at when its source is narrower than its place at 2×', async ({ type, block, at, widest }) => {
    const narrow = `images/etroite-${type}.png`;
    await sharp(horizon)
      .resize({ width: widest - 1 })
      .toFile(join(fixture.root, narrow));
    withBlock(block({ src: narrow, alt: 'Des collines' }));
    expect(problemsOf(fixture.root)).toEqual([
      `pages/exemple.json › blocks[0].${at}.src: ${narrow} is ${widest - 1} px wide: this place draws it up to ${widest} px wide (at 2×); use a larger source`,
    ]);
  });

  it('refuses a logo given both an icon and an image, naming the icon: the logo takes its place', () => {
    const image = { src: 'images/horizon.png', alt: 'Nordlys' };
    withBlock({ type: 'logoStrip', title: 'Nos clients', logos: [named('Banque'), { name: 'Nordlys', icon: 'building', image }, named('Enseigne')] });
    expect(problemsOf(fixture.root)).toEqual([
      'pages/exemple.json › blocks[0].logos[1].icon: A logo takes the place of the icon: give one or the other, not both',
    ]);
  });

  it.each(blocks)('$type refuses an image without its alt at $at', ({ block, at }) => {
    withBlock(block({ src: 'images/horizon.png' }));
    expect(problemsOf(fixture.root)).toEqual([
      `pages/exemple.json › blocks[0].${at}.alt: An image needs its text alternative (alt), or "decorative": true if it says nothing`,
    ]);
  });
});

describe('an image file encoded on request', () => {
  const cache = resolve(import.meta.dirname, '../../node_modules/.cache/images-test-concurrent');
  afterAll(() => rmSync(cache, { recursive: true, force: true }));

  it('is encoded once for requests that arrive together, and never seen half written', async () => {
    rmSync(cache, { recursive: true, force: true });
    const rendition = { source: 'images/horizon.png', width: 320, format: 'webp' as const, quality: 72, file: 'assets/horizon-320w-q72.concurrent.webp' };
    const root = resolve(import.meta.dirname, '../..');
    const file = join(cache, 'horizon-320w-q72.concurrent.webp');
    const first = encodedRendition(rendition, root, cache);
    expect(encodedRendition(rendition, root, cache)).toBe(first);
    // What a second request would find at the file's name while the first is being encoded.
    const sizesSeen: number[] = [];
    let done = false;
    void first.finally(() => (done = true));
    while (!done) {
      if (existsSync(file)) sizesSeen.push(statSync(file).size);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const size = statSync(await first).size;
    expect(sizesSeen.every((seen) => seen === size)).toBe(true);
    expect(readdirSync(cache)).toEqual(['horizon-320w-q72.concurrent.webp']);
    expect(await sharp(await first).metadata()).toMatchObject({ format: 'webp', width: 320 });
  });
});
