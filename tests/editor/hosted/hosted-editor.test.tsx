// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import site from 'virtual:site-definition';
import { jsonFilesIn } from '../../../engine/validation/disk-source.ts';
import { EditorBackendValue } from '../../../editor/client/backend.ts';
import { EditorApp } from '../../../editor/client/EditorApp.tsx';
import type { DraftRow, HeadContent } from '../../../editor/client/hosted/content.ts';
import type { DraftKeeping } from '../../../editor/client/hosted/draft-keeping.ts';
import { createHostedBackend } from '../../../editor/client/hosted/hosted-backend.ts';
import type { PublishedVersion, PublishOutcome } from '../../../editor/client/hosted/publish-answer.ts';
import { formatDate } from '../../../editor/client/text.ts';
import { editorSystem } from '../../../editor/client/system.ts';
import { editorWords } from '../../../locale/editor.ts';

// The deployed site's editor (/admin/) on its hosted backend, with the backend's two parts faked at their interface:
// the content at the branch head (the project's own files) and the drafts' table and publish function (in memory).

const root = join(import.meta.dirname, '../../..');
const w = editorWords.hosted;
const headFiles: HeadContent['files'] = [
  ...jsonFilesIn(join(root, 'pages'), true).map((file) => `pages/${file}`),
  ...jsonFilesIn(join(root, 'data'), false).map((file) => `data/${file}`),
].map((path) => ({ path, oid: `oid-of-${path}`, text: readFileSync(join(root, path), 'utf8') }));
const faqTitle = (JSON.parse(readFileSync(join(root, 'pages/faq.json'), 'utf8')) as { blocks: Array<{ title: string }> }).blocks[0]!.title;

function fakeBackend(
  rows: DraftRow[] = [],
  publish: () => PublishOutcome = () => ({ kind: 'published', commit: 'c0ffee1234', files: [], conflicts: [] }),
  history: DraftKeeping['history'] = async () => [],
) {
  const drafts = {
    keep: vi.fn<DraftKeeping['keep']>(async (file, content, baseVersion) => {
      const row = { file, content, base_version: baseVersion, updated_by_email: 'owner@example.fr', updated_at: '2026-11-27T10:00:00Z' };
      rows.splice(0, rows.length, ...rows.filter((other) => other.file !== file), row);
    }),
    discard: vi.fn<DraftKeeping['discard']>(async () => {}),
    publish: vi.fn(async () => publish()),
    resolve: vi.fn<DraftKeeping['resolve']>(async () => {}),
    history: vi.fn(history),
  };
  const backend = createHostedBackend({ site, built: new Map(), read: async () => ({ head: { head: 'h1', files: headFiles }, drafts: rows }), drafts });
  return { backend, drafts, rows };
}

function open(address: string, backend: ReturnType<typeof fakeBackend>['backend']) {
  window.history.replaceState(null, '', address);
  return render(
    <ChakraProvider value={editorSystem}>
      <EditorBackendValue value={backend}>
        <EditorApp />
      </EditorBackendValue>
    </ChakraProvider>,
  );
}

describe('the hosted editor', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps the draft 400 ms after typing stops, from the version at head, and says « Brouillon enregistré »', async () => {
    const { backend, drafts } = fakeBackend();
    open('/admin/faq', backend);
    const title = await screen.findByDisplayValue(faqTitle, {}, { timeout: 10_000 });
    fireEvent.change(title, { target: { value: 'Nouveau titre' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(drafts.keep).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(drafts.keep).toHaveBeenCalledTimes(1);
    const [file, content, base] = drafts.keep.mock.calls[0]!;
    expect([file, base]).toEqual(['pages/faq.json', 'oid-of-pages/faq.json']);
    expect((content as { blocks: Array<{ title: string }> }).blocks[0]!.title).toBe('Nouveau titre');
    expect(await screen.findByText(w.draftSaved)).toBeTruthy();
  });

  it('opens the draft again when the page is opened again, with who kept it', async () => {
    const faq = JSON.parse(readFileSync(join(root, 'pages/faq.json'), 'utf8')) as { blocks: Array<{ title: string }> };
    faq.blocks[0]!.title = 'Titre du brouillon';
    const rows: DraftRow[] = [
      { file: 'pages/faq.json', content: faq, base_version: 'older-oid', updated_by_email: 'owner@example.fr', updated_at: '2026-11-27T10:00:00Z' },
    ];
    open('/admin/faq', fakeBackend(rows).backend);
    expect(await screen.findByDisplayValue('Titre du brouillon', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/owner@example\.fr/)).toBeTruthy();
  });

  it("shows publish's problems at the field they name, and those of another page by its address", async () => {
    const { backend } = fakeBackend([], () => ({
      kind: 'invalid',
      issues: [
        { file: 'pages/faq.json', route: '/faq', path: ['blocks', 0, 'title'], message: 'Titre refusé par la vérification' },
        { file: 'pages/index.json', route: '/', path: ['blocks', 2, 'primaryCta', 'href'], message: 'L’ancre #questions n’existe plus' },
      ],
    }));
    open('/admin/faq', backend);
    await screen.findByDisplayValue(faqTitle, {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: w.publish }));
    // The site's words keep their no-break spaces.
    expect(await screen.findByText(w.publishInvalid, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    expect(screen.getByText('Titre refusé par la vérification')).toBeTruthy();
    expect(screen.getByRole('list', { name: editorWords.ui.brokenElsewhere }).textContent).toContain('/ (blocks.2.primaryCta.href)');
  });

  it('says a publish whose rebuild the host refused: published, and the live site not yet', async () => {
    const { backend } = fakeBackend([], () => ({ kind: 'published', commit: 'c0ffee1234', files: ['pages/faq.json'], conflicts: [], rebuildFailed: true }));
    open('/admin/faq', backend);
    await screen.findByDisplayValue(faqTitle, {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: w.publish }));
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(await screen.findByText(w.published('c0ffee1', ['pages/faq.json']), exact)).toBeTruthy();
    expect(screen.getByText(w.rebuildFailed, exact)).toBeTruthy();
  });

  it('says a publish with nothing to publish, and a failed one in the editor’s words, the server’s failure apart from no connection, keeping the draft', async () => {
    const answers: PublishOutcome[] = [{ kind: 'nothingToPublish' }, { kind: 'failed', status: 500 }, { kind: 'failed' }];
    const { backend, drafts } = fakeBackend([], () => answers.shift()!);
    open('/admin/faq', backend);
    await screen.findByDisplayValue(faqTitle, {}, { timeout: 10_000 });
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    fireEvent.click(screen.getByRole('button', { name: w.publish }));
    expect(await screen.findByText(w.nothingToPublish, exact)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: w.publish }));
    expect(await screen.findByText(w.publishFailed(500), exact)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: w.publish }));
    expect(await screen.findByText(w.publishUnreachable, exact)).toBeTruthy();
    expect(screen.queryByText(/The request failed|HTTP 500\)/)).toBeNull();
    expect(drafts.discard).not.toHaveBeenCalled();
  });

  it('shows a conflict with both versions, and keeping mine resolves it so', async () => {
    const mine = { path: '/faq', mine: true };
    const { backend, drafts } = fakeBackend([], () => ({
      kind: 'conflicts',
      conflicts: [{ file: 'pages/faq.json', base: 'a1', theirs: { oid: 'b2', text: '{"path": "/faq", "theirs": true}' }, mine }],
    }));
    open('/admin/faq', backend);
    await screen.findByDisplayValue(faqTitle, {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: w.publish }));
    expect(await screen.findByText(w.conflictTitle('pages/faq.json'))).toBeTruthy();
    expect(screen.getByText('{"path": "/faq", "theirs": true}')).toBeTruthy();
    expect(screen.getByText(/"mine": true/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: w.keepMine }));
    await vi.waitFor(() => expect(drafts.resolve).toHaveBeenCalledWith(expect.objectContaining({ file: 'pages/faq.json' }), 'mine'));
  });

  it('publishes the drafts of unchanged files and offers the choice for those whose file changed on the branch', async () => {
    const conflict = { file: 'pages/index.json', base: 'a1', theirs: { oid: 'b2', text: '{"path": "/", "theirs": true}' }, mine: { path: '/' } };
    const { backend, drafts } = fakeBackend([], () => ({ kind: 'published', commit: 'c0ffee1234', files: ['pages/faq.json'], conflicts: [conflict] }));
    open('/admin/faq', backend);
    await screen.findByDisplayValue(faqTitle, {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: w.publish }));
    expect(
      await screen.findByText(w.published('c0ffee1', ['pages/faq.json']), { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }),
    ).toBeTruthy();
    expect(screen.getByText(w.conflictTitle('pages/index.json'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: w.takeTheirs }));
    await vi.waitFor(() => expect(drafts.resolve).toHaveBeenCalledWith(conflict, 'theirs'));
  });

  it('lists the published versions of the open page, newest first, with who, when and the fields changed, and restores one as the draft', async () => {
    const faq = JSON.parse(readFileSync(join(root, 'pages/faq.json'), 'utf8')) as { blocks: Array<{ title: string }> };
    const restored = structuredClone(faq);
    restored.blocks[0]!.title = 'Titre d’une version publiée';
    const versions: PublishedVersion[] = [
      { commit: 'c3', author: 'owner@example.fr', email: 'owner@example.fr', date: '2026-11-20T09:30:00Z', message: 'Publish /faq', content: restored },
      { commit: 'c2', author: 'Dev', email: 'dev@example.fr', date: '2026-11-10T15:00:00Z', message: 'FAQ', content: faq },
      { commit: 'c1', author: 'Dev', email: 'dev@example.fr', date: '2026-11-01T08:00:00Z', message: 'Broken', content: null },
    ];
    // A draft begun on an older version is open: the version restored replaces it, begun on the head's version.
    const rows: DraftRow[] = [
      { file: 'pages/faq.json', content: faq, base_version: 'older-oid', updated_by_email: 'o@x.fr', updated_at: '2026-11-27T10:00:00Z' },
    ];
    let answer!: (versions: PublishedVersion[]) => void;
    const { backend, drafts } = fakeBackend(rows, undefined, () => new Promise((resolve) => (answer = resolve)));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    open('/admin/faq', backend);
    await screen.findByDisplayValue(faqTitle, {}, { timeout: 10_000 });
    const toggle = screen.getByRole('button', { name: w.history });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(drafts.history).toHaveBeenCalledWith('pages/faq.json');
    const region = screen.getByRole('region', { name: w.history });
    expect(within(region).getByText(editorWords.ui.loading)).toBeTruthy();
    await act(async () => answer(versions));
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(versions.map((version) => w.versionBy(version.author, formatDate(version.date))));
    expect(items[0]!.textContent).toContain(editorWords.ui.pair('1. Bandeau d’accueil', 'Titre'));
    expect(items[1]!.textContent).not.toContain(w.changedFields);
    expect(within(items[2]!).queryByRole('button')).toBeNull();
    expect(items[2]!.textContent).toContain(w.brokenVersion);
    fireEvent.click(within(items[0]!).getByRole('button', { name: w.restoreVersion }));
    await vi.waitFor(() => expect(drafts.keep).toHaveBeenCalledWith('pages/faq.json', restored, 'oid-of-pages/faq.json'));
    expect(await screen.findByDisplayValue('Titre d’une version publiée', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('says when the history cannot be read', async () => {
    const { backend } = fakeBackend([], undefined, () => Promise.reject(new Error('publish/history: HTTP 500')));
    open('/admin/faq', backend);
    await screen.findByDisplayValue(faqTitle, {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: w.history }));
    expect((await screen.findByRole('alert')).textContent).toBe(w.historyFailed);
  });

  it('says the backend is out of reach instead of loading for ever', async () => {
    const backend = createHostedBackend({
      site,
      built: new Map(),
      read: () => Promise.reject(new Error('publish/content: HTTP 401')),
      drafts: fakeBackend().drafts,
    });
    open('/admin/', backend);
    expect(await screen.findByText(/publish\/content: HTTP 401/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(editorWords.ui.appTitle);
  });

  it('lists a new page that only a draft holds, and keeps a new page as a draft that begins on no version', async () => {
    const rows: DraftRow[] = [
      {
        file: 'pages/nouvelle.json',
        content: { path: '/nouvelle', seo: { title: 'Nouvelle page' }, blocks: [] },
        base_version: null,
        updated_by_email: 'o@x.fr',
        updated_at: '2026-11-27T10:00:00Z',
      },
    ];
    const { backend, drafts } = fakeBackend(rows);
    expect((await backend.listPages()).pages.find((page) => page.path === '/nouvelle')?.title).toBe('Nouvelle page');
    expect(await backend.savePage({ path: '/autre', page: { path: '/autre' }, create: true })).toMatchObject({ ok: true });
    expect(drafts.keep).toHaveBeenCalledWith('pages/autre.json', { path: '/autre' }, null);
    await backend.saveDataFile({ name: 'values', data: [], version: '' });
    expect(drafts.keep).toHaveBeenLastCalledWith('data/values.json', [], 'oid-of-data/values.json');
  });
});
