import { useCallback, useEffect, useState } from 'react';
import type { OpenedDataFile, OpenedPage, PageSummary, UnreadablePage } from '../server.ts';
import { useAddresses, useBackend, type Opened } from './backend.ts';
import { AddressNotice } from './AddressNotice.tsx';
import { DataEditor } from './DataEditor.tsx';
import { PageEditor } from './PageEditor.tsx';
import { PageList } from './PageList.tsx';
import { useCurrentAddress } from './in-document-navigation.ts';
import { Loading } from './Loading.tsx';
import { t } from './text.ts';

type View =
  | { kind: 'loading' }
  | { kind: 'list'; pages: PageSummary[]; unreadable: UnreadablePage[] }
  | { kind: 'page'; opened: OpenedPage; session: number }
  | { kind: 'data'; opened: OpenedDataFile; session: number }
  | { kind: 'missing' }
  | { kind: 'unreadable'; message: string };

/** The view of what an address opened: its editor, or that it opens nothing, or that its file does not parse. */
const viewOf = <T,>(answer: Opened<T>, editorOf: (opened: T) => View): View =>
  answer === undefined ? { kind: 'missing' } : 'opened' in answer ? editorOf(answer.opened) : { kind: 'unreadable', message: answer.unreadable };

/** <base> lists the pages, <base><route> (index for the home page) edits one, <base><data files>/<name> a data file (addresses.ts); `base` is the backend's. */
export function EditorApp() {
  const backend = useBackend();
  const address = useCurrentAddress();
  const { dataName, route } = useAddresses().openedBy(address.pathname);
  const fromPath = address.searchParams.get('page') ?? undefined;
  /** What the address opens, as the person reads it: a route, or a data file's path; none for the list. */
  const opens = dataName !== undefined ? `data/${dataName}.json` : route;
  // What each address showed, kept with it: another address opened in this document shows "loading" until its own view.
  const addressKey = address.pathname + address.search;
  const [shown, setShown] = useState<{ address: string; view: View }>({ address: addressKey, view: { kind: 'loading' } });
  const view: View = shown.address === addressKey ? shown.view : { kind: 'loading' };
  const setView = useCallback((next: View) => setShown({ address: addressKey, view: next }), [addressKey]);
  const open = useCallback(
    (): Promise<View> =>
      (dataName !== undefined
        ? backend.openDataFile(dataName).then((answer) => viewOf(answer, (opened) => ({ kind: 'data', opened, session: Date.now() })))
        : route === undefined
          ? backend.listPages().then((listed): View => ({ kind: 'list', ...listed }))
          : backend.openPage(route).then((answer) => viewOf(answer, (opened) => ({ kind: 'page', opened, session: Date.now() })))
      ).catch(
        // The backend out of reach (offline, a session expired): said where the content would be, not an endless "loading".
        (error: unknown): View => ({ kind: 'unreadable', message: t.errorPrefix + (error as Error).message }),
      ),
    [backend, route, dataName],
  );
  const load = useCallback(() => void open().then(setView), [open, setView]);
  useEffect(() => {
    // Only the answer to the effect still in place is shown: React runs it twice in development, and a late answer to
    // the first run would open the editor again, a new session, under what the person had typed meanwhile.
    let current = true;
    void open().then((next) => current && setView(next));
    return () => {
      current = false;
    };
  }, [open, setView]);
  // A page added, changed or deleted, by the editor or by hand: the list shows it, a page file mended by hand opens;
  // an open page or data file keeps its draft (a save over a change made elsewhere is refused as stale).
  const refreshed = view.kind === 'list' || view.kind === 'unreadable';
  useEffect(() => {
    if (refreshed) return backend.onContentChanged?.(load);
  }, [backend, refreshed, load]);
  useEffect(() => {
    document.title = opens === undefined ? t.appTitle : `${opens} — ${t.appTitle}`;
  }, [opens]);
  if (view.kind === 'loading') {
    return <Loading />;
  }
  if (view.kind === 'missing') return <AddressNotice address={opens ?? ''} message={dataName === undefined ? t.notFound : t.dataNotFound} />;
  if (view.kind === 'unreadable') return <AddressNotice address={opens ?? t.appTitle} message={view.message} />;
  if (view.kind === 'data') return <DataEditor key={view.session} opened={view.opened} fromPath={fromPath} onReload={load} />;
  if (view.kind === 'list') return <PageList pages={view.pages} unreadable={view.unreadable} />;
  return <PageEditor key={view.session} opened={view.opened} onReload={load} />;
}
