import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maxImageBytes } from '../../editor/image-limits.ts';
import { imageExtensionOf, imageSlug, placeUpload, uploadSource } from '../../editor/image-upload.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import site from '../../site.config.ts';
import { editorApiOnCopy, host, token } from './api-on-copy.ts';

const png = (width: number, height = Math.round(width / 2)) =>
  sharp({ create: { width, height, channels: 3, background: '#2f5d62' } })
    .png()
    .toBuffer();

describe('an upload’s name and format', () => {
  it.each([
    ['Photo d’équipe (2).JPG', 'photo-d-equipe-2'],
    ['../../pages/accueil.json.png', 'accueil-json'],
    ['C:\\Users\\moi\\Atelier 2026.webp', 'atelier-2026'],
    ['..', 'image'],
    ['', 'image'],
    ['.png', 'image'],
    ['---Été---.avif', 'ete'],
    [`${'a'.repeat(59)}-b.png`, 'a'.repeat(59)],
  ])('makes %j the stem %j, inside images/ whatever it names', (name, slug) => {
    expect(imageSlug(name)).toBe(slug);
  });

  it('takes the format from the bytes’ header, never from the name: PNG, JPEG, WebP, AVIF and nothing else', async () => {
    const encoded = (format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' | 'tiff') =>
      sharp({ create: { width: 12, height: 8, channels: 3, background: '#2f5d62' } })
        .toFormat(format)
        .toBuffer();
    expect(imageExtensionOf(await encoded('png'))).toBe('png');
    expect(imageExtensionOf(await encoded('jpeg'))).toBe('jpg');
    expect(imageExtensionOf(await encoded('webp'))).toBe('webp');
    expect(imageExtensionOf(await encoded('avif'))).toBe('avif');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8"/>');
    for (const other of [await encoded('gif'), await encoded('tiff'), svg, new TextEncoder().encode('{"path":"/"}'), new Uint8Array()])
      expect(imageExtensionOf(other)).toBeUndefined();
  });

  it('never takes the place of a different file: -2, -3…; the same bytes again are the same image', async () => {
    const files = new Map([
      ['images/atelier.png', Uint8Array.of(1)],
      ['images/atelier-2.png', Uint8Array.of(2)],
    ]);
    const existing = (src: string) => files.get(src);
    expect(await uploadSource('atelier', 'png', Uint8Array.of(3), existing)).toEqual({ src: 'images/atelier-3.png', isNew: true });
    expect(await uploadSource('atelier', 'png', Uint8Array.of(2), existing)).toEqual({ src: 'images/atelier-2.png', isNew: false });
    expect(await uploadSource('atelier', 'webp', Uint8Array.of(3), existing)).toEqual({ src: 'images/atelier.webp', isNew: true });
  });

  it('refuses more than 10 MB and what is not an image of the site, and places the rest', async () => {
    const none = () => undefined;
    expect(await placeUpload('grand.png', new Uint8Array(maxImageBytes + 1), none)).toEqual({ refused: 413 });
    expect(await placeUpload('notes.png', new TextEncoder().encode('pas une image'), none)).toEqual({ refused: 415 });
    expect(await placeUpload('Équipe.PNG', await png(40), none)).toEqual({ src: 'images/equipe.png', isNew: true });
  });
});

describe('the editor API’s image upload', () => {
  let copy: ReturnType<typeof editorApiOnCopy>;
  beforeEach(() => (copy = editorApiOnCopy()));
  afterEach(() => copy.remove());

  const headers = { host, origin: `http://${host}`, 'x-editor-token': token };
  const upload = (name: string, bytes: Uint8Array, extra: Record<string, string> = {}) =>
    copy.api.uploadImage({ method: 'POST', url: `/_editor/_api/images?name=${encodeURIComponent(name)}`, headers: { ...headers, ...extra } }, bytes);
  const imagesNow = () => readdirSync(join(copy.root, 'images')).sort();

  it('writes an image into images/ under its slug and answers its path, which a page may then name and build', async () => {
    const bytes = await png(1600);
    expect(await upload('Notre Atelier.PNG', bytes)).toEqual({ status: 201, body: { src: 'images/notre-atelier.png' } });
    expect(readFileSync(join(copy.root, 'images/notre-atelier.png')).equals(bytes)).toBe(true);
    // The editor's checks read the images again with the data files, and know it.
    const { images } = copy.api.handle({ method: 'GET', url: '/_editor/_api/data-files', headers: { host } }).body as {
      images: Array<[string, { width: number }]>;
    };
    expect(new Map(images).get('images/notre-atelier.png')).toMatchObject({ width: 1600, height: 800 });
    // The same file again is the same image; another under that name gets a name of its own.
    expect((await upload('notre-atelier.png', bytes)).body).toEqual({ src: 'images/notre-atelier.png' });
    expect((await upload('notre-atelier.png', await png(1700))).body).toEqual({ src: 'images/notre-atelier-2.png' });

    const { page, version } = copy.open('/nos-valeurs');
    page.blocks[0]!.image = { src: 'images/notre-atelier.png', alt: 'L’atelier, ses établis et ses fenêtres' };
    expect(copy.post({ path: '/nos-valeurs', version, page }).status).toBe(200);
    expect(() => loadContent(copy.root, site)).not.toThrow();
  });

  it('names the format by its bytes: a JPEG called .png is written as .jpg', async () => {
    const jpeg = await sharp(await png(400))
      .jpeg()
      .toBuffer();
    expect((await upload('photo.png', jpeg)).body).toEqual({ src: 'images/photo.jpg' });
  });

  it.each([
    ['a text named .png', 'notes.png', () => Buffer.from('pas une image')],
    ['an SVG', 'logo.png', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    [
      'a GIF',
      'anime.gif',
      () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
    ],
  ])('refuses %s in French (415) and writes nothing', async (_what, name, bytes) => {
    const before = imagesNow();
    expect(await upload(name, await bytes())).toEqual({
      status: 415,
      body: { error: 'Ce fichier n’est pas une image PNG, JPEG, WebP ou AVIF\u00a0: rien n’a été ajouté.' },
    });
    expect(imagesNow()).toEqual(before);
  });

  it('refuses an image over 10 MB (413)', async () => {
    const answer = await upload('enorme.png', Buffer.alloc(maxImageBytes + 1));
    expect(answer).toEqual({ status: 413, body: { error: 'Image trop lourde\u00a0: 10\u00a0Mo au plus.' } });
  });

  it.each([
    ['another origin', { origin: 'http://evil.example' }],
    ['no token', { 'x-editor-token': '' }],
    ['another machine', { host: 'example.com', origin: 'http://example.com' }],
  ])('is guarded like every write: refused from %s (403)', async (_what, extra) => {
    const before = imagesNow();
    expect((await upload('atelier.png', await png(400), extra)).status).toBe(403);
    expect(imagesNow()).toEqual(before);
  });
});
