import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useReducer, useState } from 'react';
import site from 'virtual:site-definition';
import { checkDataFile } from '../data-files.ts';
import { historyReducer, type History, type JsonPath } from '../draft.ts';
import type { OpenedDataFile } from '../server.ts';
import { useAddresses, useBackend } from './backend.ts';
import { useDataFilesInUse } from './data-files-in-use.ts';
import { FormContextValue, type FormContext } from './editor-context.ts';
import { FieldEditor } from './FieldEditor.tsx';
import { siteFormsOf } from '../site-schemas.ts';
import { issuesByKey, refusedStatus, SaveButtons, SaveState, useUndoShortcuts, useWarnUnsaved, type SaveStatus } from './SaveControls.tsx';
import { t } from './text.ts';
import { DraftControls, useAutosave } from './hosted/DraftControls.tsx';
import type { PublishIssue } from './hosted/publish-answer.ts';

/**
 * One data file of the site's table (data/values.json…): the form generated from its schema, checked as the
 * person types with that schema, saved like a page (same guards, same writer, same undo history).
 */
export function DataEditor({ opened, fromPath, onReload }: { opened: OpenedDataFile; fromPath?: string; onReload: () => void }) {
  const [history, dispatch] = useReducer(historyReducer<unknown>, { past: [], present: opened.data, future: [] } satisfies History<unknown>);
  const [saved, setSaved] = useState({ data: opened.data, version: opened.version });
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const backend = useBackend();
  const { editorUrl, list } = useAddresses();
  const draft = history.present;
  const spec = siteFormsOf(site).dataFiles.get(opened.name)?.spec;
  const dataFiles = useDataFilesInUse();
  const issues = useMemo(() => checkDataFile(site, dataFiles, draft, opened.name), [dataFiles, draft, opened.name]);
  const [published, setPublished] = useState<PublishIssue[]>([]);
  const errors = useMemo(() => issuesByKey([...issues, ...published]), [issues, published]);
  const dirty = draft !== saved.data;
  const valid = issues.length === 0;

  const change = useCallback((path: JsonPath, value: unknown) => {
    setStatus((current) => (current.kind === 'stale' || current.kind === 'idle' ? current : { kind: 'idle' }));
    dispatch({ type: 'changeAt', path, value });
  }, []);
  const routes = useMemo(() => opened.others.map(({ path, anchors }) => ({ path, anchors })).sort((a, b) => a.path.localeCompare(b.path)), [opened.others]);
  const form: FormContext = useMemo(
    () => ({ errors, routes, currentPath: fromPath ?? '', externalLinks: Object.keys(site.links), change }),
    [errors, routes, fromPath, change],
  );

  useUndoShortcuts(dispatch);
  const { drafts } = backend;
  useWarnUnsaved(dirty && !drafts);
  const autosave = useAutosave(drafts, opened.file, draft, opened.version || null);

  async function save() {
    setStatus({ kind: 'saving' });
    const answer = await backend.saveDataFile({ name: opened.name, data: draft, version: saved.version });
    if (answer.ok && answer.version) {
      setSaved({ data: draft, version: answer.version });
      setStatus({ kind: 'saved' });
    } else setStatus(refusedStatus(answer));
  }

  return (
    <FormContextValue value={form}>
      <Stack gap="4" padding="4" minHeight="100vh" maxWidth="60rem">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Stack gap="0">
            <Link href={fromPath ? editorUrl(fromPath) : list} fontSize="sm">
              {fromPath ? t.backToPage(fromPath) : t.backToList}
            </Link>
            <Heading as="h1" size="lg">
              {t.dataFile(opened.file)}
            </Heading>
          </Stack>
          <SaveButtons history={history} dispatch={dispatch} status={status} valid={valid} dirty={dirty} onSave={drafts ? undefined : save} />
        </HStack>
        {drafts ? (
          <DraftControls drafts={drafts} file={opened.file} state={autosave} draftFrom={opened.draftBy} onIssues={setPublished} onReload={onReload} />
        ) : (
          <SaveState status={status} issueCount={issues.length} dirty={dirty} onReload={onReload} />
        )}
        <Text fontSize="sm" color="fg.muted">
          {t.dataHelp}
        </Text>
        {errors.get('') && <Text color="fg.error">{errors.get('')!.join(' ')}</Text>}
        {spec && (
          <Stack as="section" aria-label={opened.file} gap="4">
            <FieldEditor spec={spec} path={[]} value={draft} label={t.items} />
          </Stack>
        )}
      </Stack>
    </FormContextValue>
  );
}
