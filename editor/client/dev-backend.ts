import { apiAddress, previewAddress } from '../own-addresses.ts';
import type { DataFilesAnswer, OpenedDataFile, OpenedPage, PageSummary, UnreadablePage } from '../server.ts';
import { contentChangedEvent } from '../../engine/app/content-changed.ts';
import { imagesFolder } from '../../engine/schema/image-field.ts';
import { thumbnailAddress, type EditorBackend, type Opened, type SaveAnswer } from './backend.ts';
import { showDataFiles } from './data-files-in-use.ts';

// The dev server's editor API (editor/server.ts, /_editor/_api/): files read and written on this machine.
const api = apiAddress('/_editor/');

const token = () => document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function opened<T>(response: Response): Promise<Opened<T>> {
  if (response.ok) return { opened: await json<T>(response) };
  const answer = await json<{ error: string; unreadable?: UnreadablePage }>(response);
  return answer.unreadable ? { unreadable: answer.error } : undefined;
}

async function post(url: string, body: unknown): Promise<SaveAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Editor-Token': token() },
    body: JSON.stringify(body),
  });
  const answer = await json<Omit<SaveAnswer, 'ok' | 'status'>>(response);
  return { ok: response.ok, status: response.status, ...answer };
}

export const devBackend: EditorBackend = {
  base: '/_editor/',
  previewUrl: previewAddress('/_editor/'),
  listPages: async () => json<{ pages: PageSummary[]; unreadable: UnreadablePage[] }>(await fetch(`${api}pages`)),
  openPage: async (path) => opened<OpenedPage>(await fetch(`${api}page?path=${encodeURIComponent(path)}`)),
  openDataFile: async (name) => opened<OpenedDataFile>(await fetch(`${api}data?name=${encodeURIComponent(name)}`)),
  async readDataFilesNow() {
    const { files, unreadable, images } = await json<DataFilesAnswer>(await fetch(`${api}data-files`));
    return { files: new Map(files), unreadable, images: new Map(images) };
  },
  images: {
    thumbnail: thumbnailAddress,
    async upload(file) {
      const response = await fetch(`${api}images?name=${encodeURIComponent(file.name)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream', 'X-Editor-Token': token() },
        body: file,
      });
      return json<{ src: string } | { error: string }>(response);
    },
  },
  savePage: (body) => post(`${api}page`, body),
  saveDataFile: (body) => post(`${api}data`, body),
  onContentChanged(listener) {
    import.meta.hot?.on(contentChangedEvent, listener);
    return () => import.meta.hot?.off(contentChangedEvent, listener);
  },
};

// A data file or an image changed on disk, by hand, in another tab or by an upload: the checks read them again.
let latest = 0;
import.meta.hot?.on(contentChangedEvent, ({ file }) => {
  if (!file.startsWith('data/') && !file.startsWith(`${imagesFolder}/`)) return;
  const asked = ++latest;
  void devBackend.readDataFilesNow().then((data) => {
    // Two changes in a row: only the answer to the last one counts.
    if (asked === latest) showDataFiles(data);
  });
});
