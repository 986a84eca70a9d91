import { Box, Button, Code, Grid, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { pathKey } from '../../validate.ts';
import { formatDate, t, words } from '../text.ts';
import { createAutosaver, type Autosaver, type AutosaveState } from './autosave.ts';
import type { DraftKeeping, HostedDrafts } from './draft-keeping.ts';
import { conflictsOf, issuesOf, type Conflict, type PublishIssue, type PublishOutcome } from './publish-answer.ts';
import { VersionHistory } from './VersionHistory.tsx';

const w = words.hosted;

/** How long typing must stop before the draft is kept: « Brouillon enregistré » shows within a second of it. */
export const autosaveDelay = 400;

/**
 * Keeps `content` as the draft of `file` once typing stops, from its first change (what was opened is not sent
 * again); nothing without `drafts` (the dev editor).
 */
export function useAutosave(drafts: DraftKeeping | undefined, file: string, content: unknown, baseVersion: string | null): AutosaveState {
  const [state, setState] = useState<AutosaveState>('idle');
  const saver = useRef<Autosaver<unknown>>(undefined);
  const opened = useRef(content);
  // Once changed, every content is kept, the one opened with too (an undo back to it).
  const changed = useRef(false);
  useEffect(() => {
    if (!drafts) return;
    const autosaver = createAutosaver<unknown>({ delay: autosaveDelay, save: (draft) => drafts.keep(file, draft, baseVersion), onState: setState });
    saver.current = autosaver;
    // Leaving the page (a link, the tab closed, the phone put away): what is waiting is sent at once.
    const flush = () => void autosaver.flush();
    const hidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [drafts, file, baseVersion]);
  useEffect(() => {
    if (content === opened.current && !changed.current) return;
    changed.current = true;
    saver.current?.change(content);
  }, [content]);
  return state;
}

function AutosaveLine({ state }: { state: AutosaveState }) {
  if (state === 'saving' || state === 'pending') return <Text color="fg.muted">{w.draftSaving}</Text>;
  if (state === 'saved') return <Text color="fg.success">{w.draftSaved}</Text>;
  if (state === 'failed') return <Text color="fg.error">{w.draftNotSaved}</Text>;
  return null;
}

// A publish reopens the file (its drafts are gone, its version is the new head's): what it answered outlives the
// editor it was asked from, and shows in the one that opens next.
let lastPublished: PublishOutcome | undefined;

const issueLine = (issue: PublishIssue) => w.issueOn(issue.route ?? issue.file, pathKey(issue.path), issue.message);

function ConflictChoice({ conflict, drafts, onDone }: { conflict: Conflict; drafts: DraftKeeping; onDone: () => void }) {
  const choose = (choice: 'mine' | 'theirs') => void drafts.resolve(conflict, choice).then(onDone);
  return (
    <Stack role="alert" gap="2" padding="3" borderWidth="2px" borderColor="border.warning" borderRadius="md" background="bg.warning">
      <Text fontWeight="semibold">{w.conflictTitle(conflict.file)}</Text>
      <Text>{w.conflictHelp}</Text>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
        {[
          { label: w.theirVersion, text: conflict.theirs.text },
          { label: w.myVersion, text: JSON.stringify(conflict.mine, null, 2) },
        ].map(({ label, text }) => (
          <Stack key={label} gap="1" minWidth="0">
            <Text fontWeight="semibold">{label}</Text>
            <Code as="pre" display="block" whiteSpace="pre-wrap" maxHeight="16rem" overflow="auto" fontSize="xs">
              {text}
            </Code>
          </Stack>
        ))}
      </Grid>
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" onClick={() => choose('mine')}>
          {w.keepMine}
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose('theirs')}>
          {w.takeTheirs}
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The hosted editor's in place of Save: the autosave line (« Brouillon enregistré »), Publish, Discard the draft, and
 * what publishing answered: the files published, the problems of other pages named (those of this file go to its
 * fields, `onIssues`), each conflict (left out of the publish) with both versions and the choice; and the file's history.
 */
export function DraftControls({
  drafts,
  file,
  state,
  draftFrom,
  onIssues,
  onReload,
}: {
  drafts: HostedDrafts;
  file: string;
  state: AutosaveState;
  draftFrom?: { email: string; at: string };
  onIssues: (issues: PublishIssue[]) => void;
  onReload: () => void;
}) {
  const [outcome, setOutcome] = useState<PublishOutcome | 'publishing' | undefined>(() => {
    const kept = lastPublished;
    lastPublished = undefined;
    return kept;
  });
  async function publish() {
    setOutcome('publishing');
    const answer = await drafts.publish();
    if (answer.kind === 'published') {
      lastPublished = answer;
      return onReload();
    }
    setOutcome(answer);
    onIssues(issuesOf(answer, file).own);
  }
  async function discard() {
    if (!window.confirm(w.discardConfirm)) return;
    await drafts.discard(file);
    onReload();
  }
  // What the last publish answered, once it has.
  const done = outcome === 'publishing' ? undefined : outcome;
  const elsewhere = done ? issuesOf(done, file).elsewhere : [];
  return (
    <Stack gap="2">
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" disabled={outcome === 'publishing' || state === 'saving'} onClick={() => void publish()}>
          {outcome === 'publishing' ? w.publishing : w.publish}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void discard()}>
          {w.discardDraft}
        </Button>
      </HStack>
      <Box role="status" aria-live="polite" minHeight="6">
        <AutosaveLine state={state} />
        {state === 'idle' && draftFrom && (
          <Text color="fg.muted" fontSize="sm">
            {w.draftFrom(draftFrom.email, formatDate(draftFrom.at))}
          </Text>
        )}
        {done?.kind === 'published' && <Text color="fg.success">{w.published(done.commit.slice(0, 7), done.files)}</Text>}
        {done?.kind === 'published' && done.rebuildFailed && <Text color="fg.warning">{w.rebuildFailed}</Text>}
        {done?.kind === 'invalid' && (
          <Stack gap="1">
            <Text color="fg.error">{w.publishInvalid}</Text>
            {elsewhere.length > 0 && (
              <List.Root aria-label={t.brokenElsewhere} paddingStart="5">
                {elsewhere.map((issue) => (
                  <List.Item key={`${issue.file} ${pathKey(issue.path)} ${issue.message}`}>{issueLine(issue)}</List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
        )}
        {done?.kind === 'moved' && <Text color="fg.error">{w.moved}</Text>}
        {done?.kind === 'forbidden' && <Text color="fg.error">{w.forbidden}</Text>}
        {done?.kind === 'nothingToPublish' && <Text>{w.nothingToPublish}</Text>}
        {done?.kind === 'failed' && <Text color="fg.error">{done.status === undefined ? w.publishUnreachable : w.publishFailed(done.status)}</Text>}
      </Box>
      {done && conflictsOf(done).map((conflict) => <ConflictChoice key={conflict.file} conflict={conflict} drafts={drafts} onDone={onReload} />)}
      <VersionHistory drafts={drafts} file={file} onRestored={onReload} />
    </Stack>
  );
}
