import { Box, Button, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import site from 'virtual:site-definition';
import { changedPaths } from '../../changed-fields.ts';
import { fieldName } from '../../field-names.ts';
import { formatDate, t, words } from '../text.ts';
import type { HostedDrafts } from './draft-keeping.ts';
import type { PublishedVersion } from './publish-answer.ts';

const w = words.hosted;

type Loaded = { kind: 'loading' } | { kind: 'failed'; what: 'read' | 'restore' } | { kind: 'loaded'; versions: PublishedVersion[] };

/** The fields `version` changed from the one before it, named as the form names them; none known for the oldest listed or beside a broken one. */
function changedNames(file: string, version: PublishedVersion, before: PublishedVersion | undefined): string[] {
  if (!before || version.content === null || before.content === null) return [];
  const names = changedPaths(before.content, version.content).map((path) => fieldName(site, file, version.content, path));
  return [...new Set(names)];
}

function Version({ file, version, before, restore }: { file: string; version: PublishedVersion; before?: PublishedVersion; restore: () => void }) {
  const names = changedNames(file, version, before);
  return (
    <List.Item display="block" paddingY="2" borderTopWidth="1px">
      <Text fontWeight="semibold">{w.versionBy(version.author, formatDate(version.date))}</Text>
      {names.length > 0 && (
        <Text fontSize="sm">
          {w.changedFields}{' '}
          {names.map((name, index) => (
            <Box as="span" key={name}>
              {index > 0 && ', '}
              <Box as="span" fontStyle="italic">
                {name}
              </Box>
            </Box>
          ))}
        </Text>
      )}
      {version.content === null ? (
        <Text fontSize="sm" color="fg.muted">
          {w.brokenVersion}
        </Text>
      ) : (
        <Button size="xs" variant="outline" marginTop="1" onClick={restore}>
          {w.restoreVersion}
        </Button>
      )}
    </List.Item>
  );
}

/**
 * « History » of the open file: its published versions from git, newest first, with who published each, when, and
 * the fields it changed; restoring one makes it the file's draft, which the editor then opens (`onRestored`).
 */
export function VersionHistory({ drafts, file, onRestored }: { drafts: HostedDrafts; file: string; onRestored: () => void }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const id = useId();
  useEffect(() => {
    if (!open) return;
    let current = true;
    drafts.history(file).then(
      (versions) => current && setLoaded({ kind: 'loaded', versions }),
      () => current && setLoaded({ kind: 'failed', what: 'read' }),
    );
    return () => {
      current = false;
    };
  }, [open, drafts, file]);
  // Read again at each opening: a publish since may have added a version.
  function toggle() {
    if (!open) setLoaded({ kind: 'loading' });
    setOpen(!open);
  }
  async function restore(version: PublishedVersion) {
    if (!window.confirm(w.restoreConfirm)) return;
    try {
      await drafts.restore(file, version.content);
      onRestored();
    } catch {
      setLoaded({ kind: 'failed', what: 'restore' });
    }
  }
  return (
    <Stack gap="2">
      <Button size="sm" variant="ghost" alignSelf="flex-start" aria-expanded={open} aria-controls={id} onClick={toggle}>
        {w.history}
      </Button>
      {open && (
        <Box id={id} role="region" aria-label={w.history}>
          {loaded.kind === 'loading' && (
            <Stack role="status" direction="row" align="center">
              <Spinner size="sm" />
              <Text>{t.loading}</Text>
            </Stack>
          )}
          {loaded.kind === 'failed' && (
            <Text role="alert" color="fg.error">
              {loaded.what === 'read' ? w.historyFailed : w.restoreFailed}
            </Text>
          )}
          {loaded.kind === 'loaded' && loaded.versions.length === 0 && <Text color="fg.muted">{w.historyEmpty}</Text>}
          {loaded.kind === 'loaded' && loaded.versions.length > 0 && (
            <List.Root as="ol" listStyle="none" aria-label={w.history}>
              {loaded.versions.map((version, index) => (
                <Version key={version.commit} file={file} version={version} before={loaded.versions[index + 1]} restore={() => void restore(version)} />
              ))}
            </List.Root>
          )}
        </Box>
      )}
    </Stack>
  );
}
