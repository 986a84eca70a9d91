import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, type Dispatch } from 'react';
import type { History, HistoryAction } from '../draft.ts';
import type { BrokenElsewhere } from '../broken-elsewhere.ts';
import { pathKey } from '../validate.ts';
import type { ContentIssue } from '../../engine/validation/issue.ts';
import type { SaveAnswer } from './backend.ts';
import { t } from './text.ts';

/** Where a save stands; shared by the page and data file editors. A refusal lists what the save would break in other files. */
export type SaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'stale' } | { kind: 'error'; message: string; elsewhere: BrokenElsewhere[] };

/** The issues by field ("blocks.2.title"), as the generated fields look them up. */
export function issuesByKey(issues: readonly ContentIssue[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const issue of issues) {
    const key = pathKey(issue.path);
    map.set(key, [...(map.get(key) ?? []), issue.message]);
  }
  return map;
}

/** The status a refused save leaves: stale (offer to reload) or the server's words. */
export const refusedStatus = (answer: SaveAnswer): SaveStatus =>
  answer.reason === 'stale'
    ? { kind: 'stale' }
    : {
        kind: 'error',
        message: [answer.error, ...(answer.issues ?? []).map((issue) => `${pathKey(issue.path)} : ${issue.message}`)].filter(Boolean).join(' '),
        elsewhere: answer.elsewhere ?? [],
      };

/** Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and redo the session's edits. */
export function useUndoShortcuts<T>(dispatch: Dispatch<HistoryAction<T>>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);
}

/** The browser asks before leaving while something is not saved. */
export function useWarnUnsaved(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** Undo, redo and save: saving only a valid, changed draft, and not while saving or stale. */
export function SaveButtons<T>({
  history,
  dispatch,
  status,
  valid,
  dirty,
  onSave,
}: {
  history: History<T>;
  dispatch: Dispatch<HistoryAction<T>>;
  status: SaveStatus;
  valid: boolean;
  dirty: boolean;
  /** None in the hosted editor: it keeps drafts as the person types (hosted/DraftControls.tsx). */
  onSave?: () => void;
}) {
  const canSave = valid && dirty && status.kind !== 'saving' && status.kind !== 'stale';
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button size="sm" variant="outline" disabled={history.past.length === 0} onClick={() => dispatch({ type: 'undo' })} aria-keyshortcuts="Control+Z">
        {t.undo}
      </Button>
      <Button size="sm" variant="outline" disabled={history.future.length === 0} onClick={() => dispatch({ type: 'redo' })} aria-keyshortcuts="Control+Shift+Z">
        {t.redo}
      </Button>
      {onSave && (
        <Button size="sm" disabled={!canSave} onClick={onSave}>
          {t.save}
        </Button>
      )}
    </HStack>
  );
}

/** The live status line, and the notice offering to reload a file changed on disk. */
export function SaveState({ status, issueCount, dirty, onReload }: { status: SaveStatus; issueCount: number; dirty: boolean; onReload: () => void }) {
  return (
    <>
      <Box role="status" aria-live="polite" minHeight="6">
        {status.kind === 'stale' ? null : issueCount > 0 ? (
          <Text color="fg.error">{t.invalid(issueCount)}</Text>
        ) : status.kind === 'saving' ? (
          <Text>{t.saving}</Text>
        ) : status.kind === 'saved' && !dirty ? (
          <Text color="fg.success">{t.saved}</Text>
        ) : status.kind === 'error' ? (
          <Stack gap="1">
            <Text color="fg.error">{t.errorPrefix + status.message}</Text>
            {status.elsewhere.length > 0 && (
              <List.Root aria-label={t.brokenElsewhere} paddingStart="5">
                {status.elsewhere.map((issue) => (
                  <List.Item key={`${issue.file} ${pathKey(issue.path)} ${issue.message}`}>{issue.message}</List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
        ) : (
          <Text color="fg.muted">{dirty ? t.unsaved : t.noChange}</Text>
        )}
      </Box>
      {status.kind === 'stale' && (
        <Stack role="alert" gap="2" padding="3" borderWidth="2px" borderColor="border.warning" borderRadius="md" background="bg.warning">
          <Text fontWeight="semibold">{t.stale}</Text>
          <Box>
            <Button size="sm" onClick={onReload}>
              {t.reload}
            </Button>
          </Box>
        </Stack>
      )}
    </>
  );
}
