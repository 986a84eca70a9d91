import type { SupabaseClient } from '@supabase/supabase-js';
import { publishOutcome, resolution, type Conflict, type ConflictChoice, type PublishedVersion, type PublishOutcome } from './publish-answer.ts';
import type { DraftRow, HeadContent } from './content.ts';
import { invoke } from './function-call.ts';

/**
 * The hosted editor's drafts (public.page_drafts, one row per content file, kept as the person types, valid or
 * not) and their publishing (the publish function: the build's checks, then one commit). The editor's forms read
 * it from their backend (backend.ts): the dev editor has none and saves files instead.
 */
export interface DraftKeeping {
  keep(file: string, content: unknown, baseVersion: string | null): Promise<void>;
  discard(file: string): Promise<void>;
  publish(): Promise<PublishOutcome>;
  resolve(conflict: Conflict, choice: ConflictChoice): Promise<void>;
  /** The published versions of `file`, newest first (from git). */
  history(file: string): Promise<PublishedVersion[]>;
}

/** The drafts as the editor's forms use them: besides, a published version made the file's draft, begun on the head's version. */
export interface HostedDrafts extends DraftKeeping {
  restore(file: string, content: unknown): Promise<void>;
}

const table = 'page_drafts';

/** Throws the backend's error: the autosaver says the draft was not kept, and keeps it to send again. */
const checked = async <T extends { error: unknown }>(query: PromiseLike<T>): Promise<T> => {
  const answer = await query;
  if (answer.error) throw answer.error as Error;
  return answer;
};

/** The content at the branch head and the drafts, as the signed-in editor may read them. */
export async function readHostedContent(supabase: SupabaseClient): Promise<{ head: HeadContent; drafts: DraftRow[] }> {
  const [content, drafts] = await Promise.all([
    invoke(supabase, 'publish/content', 'GET'),
    checked(supabase.from(table).select('file, content, base_version, updated_by_email, updated_at')),
  ]);
  if (content.status !== 200) throw new Error(`publish/content: HTTP ${content.status}`);
  return { head: content.body as HeadContent, drafts: (drafts.data ?? []) as DraftRow[] };
}

export function supabaseDraftKeeping(supabase: SupabaseClient): DraftKeeping {
  return {
    async keep(file, content, baseVersion) {
      // Who and when are set by the table's trigger, from the caller's token: not sent, not forgeable.
      await checked(supabase.from(table).upsert({ file, content, base_version: baseVersion }, { onConflict: 'file' }));
    },
    async discard(file) {
      await checked(supabase.from(table).delete().eq('file', file));
    },
    async publish() {
      try {
        const answer = await invoke(supabase, 'publish', 'POST', {});
        return publishOutcome(answer.status, answer.body);
      } catch {
        // No answer: the network, not the function (its errors come back as statuses).
        return { kind: 'failed' };
      }
    },
    async resolve(conflict, choice) {
      const change = resolution(conflict, choice);
      if (change.kind === 'delete') await checked(supabase.from(table).delete().eq('file', change.file));
      else await checked(supabase.from(table).update({ base_version: change.baseVersion }).eq('file', change.file));
    },
    async history(file) {
      const answer = await invoke(supabase, `publish/history?file=${encodeURIComponent(file)}`, 'GET');
      if (answer.status !== 200) throw new Error(`publish/history: HTTP ${answer.status}`);
      return (answer.body as { versions: PublishedVersion[] }).versions;
    },
  };
}
