import { Box, Button, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useReducer, useState } from 'react';
import site from 'virtual:site-definition';
import { declaredAnchors } from '../../engine/validation/anchors.ts';
import { blockName } from '../block-types.ts';
import { newBlock } from '../defaults.ts';
import { historyReducer, moveItem, type History, type JsonPath } from '../draft.ts';
import type { OpenedPage } from '../server.ts';
import { siteFormsOf, siteSchemasOf } from '../site-schemas.ts';
import { checkPage, pathKey } from '../validate.ts';
import { dataFilesOfBlock } from '../data-files.ts';
import { useAddresses, useBackend } from './backend.ts';
import { useDataFilesInUse } from './data-files-in-use.ts';
import { BlockList } from './BlockList.tsx';
import { FormContextValue, type FormContext } from './editor-context.ts';
import { FieldEditor, ObjectFieldList } from './FieldEditor.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import { issuesByKey, refusedStatus, SaveButtons, SaveState, useUndoShortcuts, useWarnUnsaved, type SaveStatus } from './SaveControls.tsx';
import { t } from './text.ts';
import { DraftControls, useAutosave } from './hosted/DraftControls.tsx';
import type { PublishIssue } from './hosted/publish-answer.ts';

type Draft = Record<string, unknown>;

/** The page's own fields the form shows (the blocks have their list; the route is the file's). */
const pageFields = () => siteFormsOf(site).pageSpec.fields.filter((field) => !['$schema', 'blocks', 'path'].includes(field.key));

const blocksOf = (draft: Draft) => (Array.isArray(draft.blocks) ? (draft.blocks as Draft[]) : []);

/** The previous value while `fingerprint` says nothing changed: consumers of an equal value do not render again. */
function useStable<T>(value: T, fingerprint: (value: T) => string): T {
  const [kept, setKept] = useState({ value, print: fingerprint(value) });
  const print = fingerprint(value);
  if (print !== kept.print) {
    setKept({ value, print });
    return value;
  }
  return kept.value;
}

/** One page: its blocks, the selected block's generated form, the page settings, the preview and Save. */
export function PageEditor({ opened, onReload }: { opened: OpenedPage; onReload: () => void }) {
  const [history, dispatch] = useReducer(historyReducer<Draft>, { past: [], present: opened.page, future: [] } satisfies History<Draft>);
  const [saved, setSaved] = useState({ page: opened.page, version: opened.version });
  const [selected, setSelected] = useState<number | undefined>(0);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const backend = useBackend();
  const { dataEditorUrl, list } = useAddresses();
  const draft = history.present;
  const blocks = blocksOf(draft);
  const file = `pages/${opened.file}`;

  // Checked again when a data file changes on disk: a block naming it reads its content.
  const dataFiles = useDataFilesInUse();
  const schemas = useMemo(() => siteSchemasOf(site, dataFiles), [dataFiles]);
  const check = useMemo(() => checkPage(schemas, draft, file, opened.others), [schemas, draft, file, opened.others]);
  // The hosted editor's: what publishing found in this page, at its fields.
  const [published, setPublished] = useState<PublishIssue[]>([]);
  const errors = useStable(
    useMemo(() => issuesByKey([...check.issues, ...published]), [check, published]),
    (map) => JSON.stringify([...map]),
  );
  const invalidBlocks = useMemo(
    () => new Set(check.issues.filter((issue) => issue.path[0] === 'blocks' && typeof issue.path[1] === 'number').map((issue) => issue.path[1] as number)),
    [check],
  );
  const pageIssues = check.issues.filter((issue) => issue.path[0] !== 'blocks' || issue.path.length === 1);
  const dirty = draft !== saved.page;
  const valid = check.issues.length === 0;

  // Stable: the fields that did not change are not rendered again.
  const change = useCallback((path: JsonPath, value: unknown) => {
    setStatus((current) => (current.kind === 'stale' || current.kind === 'idle' ? current : { kind: 'idle' }));
    dispatch({ type: 'changeAt', path, value });
  }, []);
  /** Changes the list of blocks from the present draft (the callbacks stay the same: the list's items render only when their block changes). */
  const updateBlocks = useCallback(
    (update: (blocks: Draft[]) => Draft[]) => dispatch({ type: 'update', update: (present) => ({ ...present, blocks: update(blocksOf(present)) }) }),
    [],
  );
  const onMove = useCallback((from: number, to: number) => (updateBlocks((list) => moveItem(list, from, to)), setSelected(to)), [updateBlocks]);
  const onDuplicate = useCallback(
    (index: number) => (updateBlocks((list) => [...list.slice(0, index + 1), structuredClone(list[index]!), ...list.slice(index + 1)]), setSelected(index + 1)),
    [updateBlocks],
  );
  const onRemove = useCallback(
    (index: number) => (updateBlocks((list) => list.filter((_, position) => position !== index)), setSelected(index > 0 ? index - 1 : 0)),
    [updateBlocks],
  );
  const onAdd = useCallback(
    (type: string) => {
      const at = selected === undefined ? blocks.length : selected + 1;
      updateBlocks((list) => [...list.slice(0, at), newBlock(site, type), ...list.slice(at)]);
      setSelected(at);
    },
    [updateBlocks, selected, blocks.length],
  );

  const routes = useStable(
    useMemo(() => {
      const path = String(draft.path);
      const own = { path, anchors: [...declaredAnchors({ blocks: check.page?.blocks ?? (blocks as never) })] };
      return [own, ...opened.others.filter((other) => other.path !== path)].sort((a, b) => a.path.localeCompare(b.path));
    }, [draft.path, blocks, check.page, opened.others]),
    (list) => JSON.stringify(list),
  );
  const currentPath = String(draft.path);
  const form: FormContext = useMemo(
    () => ({ errors, routes, currentPath, externalLinks: Object.keys(site.links), change }),
    [errors, routes, currentPath, change],
  );

  useUndoShortcuts(dispatch);
  const { drafts } = backend;
  useWarnUnsaved(dirty && !drafts);
  const autosave = useAutosave(drafts, file, draft, opened.version || null);

  async function save() {
    setStatus({ kind: 'saving' });
    const answer = await backend.savePage({ path: String(draft.path), page: draft, version: saved.version });
    if (answer.ok && answer.version) {
      setSaved({ page: draft, version: answer.version });
      setStatus({ kind: 'saved' });
    } else setStatus(refusedStatus(answer));
  }

  const selectedBlock = selected === undefined ? undefined : blocks[selected];
  const selectedSpec = selectedBlock ? siteFormsOf(site).blockSpecs.get(String(selectedBlock.type)) : undefined;

  return (
    <FormContextValue value={form}>
      <Stack gap="4" padding="4" minHeight="100vh">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Stack gap="0">
            <Link href={list} fontSize="sm">
              {t.backToList}
            </Link>
            <Heading as="h1" size="lg">{`${String((draft.seo as { title?: string } | undefined)?.title ?? '')} — ${String(draft.path)}`}</Heading>
          </Stack>
          <SaveButtons history={history} dispatch={dispatch} status={status} valid={valid} dirty={dirty} onSave={drafts ? undefined : save} />
        </HStack>
        {drafts ? (
          <DraftControls drafts={drafts} file={file} state={autosave} draftFrom={opened.draftBy} onIssues={setPublished} onReload={onReload} />
        ) : (
          <SaveState status={status} issueCount={check.issues.length} dirty={dirty} onReload={onReload} />
        )}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '18rem minmax(22rem, 1fr) minmax(0, 1.3fr)' }} gap="4" alignItems="start">
          <Stack as="nav" aria-label={t.blocks} gap="3">
            <Heading as="h2" size="md">
              {t.blocks}
            </Heading>
            <BlockList
              blocks={blocks}
              selected={selected}
              invalid={invalidBlocks}
              onSelect={setSelected}
              onMove={onMove}
              onDuplicate={onDuplicate}
              onRemove={onRemove}
              onAdd={onAdd}
            />
            <Button
              size="sm"
              height="auto"
              paddingY="2"
              whiteSpace="normal"
              variant={selected === undefined ? 'solid' : 'outline'}
              onClick={() => setSelected(undefined)}
              aria-current={selected === undefined ? 'true' : undefined}
            >
              {pageIssues.length > 0 ? `${t.pageSettings} — ${t.invalidBlock}` : t.pageSettings}
            </Button>
          </Stack>
          <Stack as="section" aria-labelledby="form-heading" gap="4">
            {selectedBlock && selectedSpec && selected !== undefined ? (
              <>
                <Heading as="h2" size="md" id="form-heading">
                  {t.editing(`${selected + 1}. ${blockName(site, String(selectedBlock.type))}`)}
                </Heading>
                {errors.get(pathKey(['blocks', selected])) && <Text color="fg.error">{errors.get(pathKey(['blocks', selected]))!.join(' ')}</Text>}
                {dataFilesOfBlock(site, selectedBlock, selectedSpec).map((data) => (
                  <Link key={data.name} href={dataEditorUrl(data.name, currentPath)} fontWeight="semibold">
                    {t.editDataFile(data.file)}
                  </Link>
                ))}
                {selectedSpec.kind === 'object' ? (
                  <ObjectFieldList key={selected} fields={selectedSpec.fields} path={['blocks', selected]} value={selectedBlock} hidden={['type']} />
                ) : (
                  <FieldEditor
                    key={selected}
                    spec={selectedSpec}
                    path={['blocks', selected]}
                    value={selectedBlock}
                    label={blockName(site, String(selectedBlock.type))}
                  />
                )}
              </>
            ) : (
              <>
                <Heading as="h2" size="md" id="form-heading">
                  {t.pageSettings}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {t.pair(t.path, String(draft.path))}
                </Text>
                {errors.get('path') && <Text color="fg.error">{errors.get('path')!.join(' ')}</Text>}
                <ObjectFieldList fields={pageFields()} path={[]} value={draft} />
              </>
            )}
          </Stack>
          <Box position={{ lg: 'sticky' }} top="4">
            <PreviewFrame page={draft} others={opened.others} selected={selected} onSelect={setSelected} />
          </Box>
        </Grid>
      </Stack>
    </FormContextValue>
  );
}
