import { describe, expect, it, vi } from 'vitest';
import { hostedImages, type ImageTransport } from '../../../editor/client/hosted/hosted-images.ts';
import { editorWords } from '../../../locale/editor.ts';

const built = new Map([['images/horizon.png', { width: 2400, height: 1600, hash: 'a'.repeat(64) }]]);
const uploaded = { width: 1600, height: 900, hash: 'b'.repeat(64) };
const photo = () => new File([Uint8Array.of(137, 80, 78, 71)], 'Notre équipe.png', { type: 'image/png' });

function images(transport: Partial<ImageTransport>) {
  const read = vi.fn(transport.read ?? (async () => new Blob([Uint8Array.of(1)])));
  return { read, ...hostedImages({ built, transport: { upload: async () => ({ status: 500, body: undefined }), ...transport, read }, words: editorWords }) };
}

describe('the hosted editor’s images', () => {
  it('shows a built image by the thumbnail the build wrote, and one uploaded here from its bytes in the browser until a build writes it', async () => {
    const { files } = images({ upload: async () => ({ status: 201, body: { src: 'images/notre-equipe.png', image: uploaded, commit: 'c1' } }) });
    expect(files.thumbnail('images/horizon.png', built.get('images/horizon.png')!)).toMatch(/^\/assets\/horizon-240w-q72\.aaaaaaaaaaaa\.webp$/);
    expect(await files.upload!(photo())).toEqual({ src: 'images/notre-equipe.png' });
    const address = files.thumbnail('images/notre-equipe.png', uploaded);
    expect(address).toMatch(/^blob:/);
    // The preview finds it by its source's hash, which the files it would have been written to name.
    expect(files.unbuilt!()).toEqual({ [uploaded.hash]: address });
  });

  it('reads the bytes of the images at the head the build does not know, or knows with other bytes, once; none is shown of one it cannot read', async () => {
    const { files, readUnbuilt, read } = images({
      read: async (src) => (src === 'images/illisible.png' ? Promise.reject(new Error('HTTP 500')) : new Blob([Uint8Array.of(1)])),
    });
    const replaced = { width: 2400, height: 1600, hash: 'c'.repeat(64) };
    const unreadable = { width: 800, height: 600, hash: 'd'.repeat(64) };
    const atHead = new Map([
      ['images/horizon.png', replaced],
      ['images/notre-equipe.png', uploaded],
      ['images/illisible.png', unreadable],
    ]);
    await readUnbuilt(atHead);
    expect(read.mock.calls.map(([src]) => src).sort()).toEqual(['images/horizon.png', 'images/illisible.png', 'images/notre-equipe.png']);
    expect(files.thumbnail('images/horizon.png', replaced)).toMatch(/^blob:/);
    expect(files.thumbnail('images/notre-equipe.png', uploaded)).toMatch(/^blob:/);
    expect(files.thumbnail('images/illisible.png', unreadable)).toBeUndefined();
    await readUnbuilt(new Map([...atHead, ['images/horizon.png', built.get('images/horizon.png')!]]));
    expect(read.mock.calls.map(([src]) => src)).toHaveLength(4);
    expect(read.mock.calls[3]![0]).toBe('images/illisible.png');
  });

  it('says in the site’s words an image too large, a file that is no image, and an upload that could not be sent', async () => {
    const answered = (status: number) => images({ upload: async () => ({ status, body: { error: 'x' } }) }).files.upload!(photo());
    expect(await answered(413)).toEqual({ error: 'Image trop lourde\u00a0: 10\u00a0Mo au plus.' });
    expect(await answered(415)).toEqual({ error: editorWords.api.notAnImage });
    expect(await answered(409)).toEqual({ error: 'L’image n’a pas pu être envoyée. Vérifiez la connexion et réessayez.' });
    const offline = images({ upload: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await offline.files.upload!(photo())).toEqual({ error: editorWords.hosted.imageNotSent });
    expect(offline.files.unbuilt!()).toEqual({});
  });
});
