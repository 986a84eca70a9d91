import { createClientWithoutRealtime } from '../client-without-realtime.ts';

/** A draft as page_drafts holds it (supabase/migrations): the content as the editor holds it, valid or not. */
export interface DraftRow {
  file: string;
  content: unknown;
  /** The git blob id of the file at the branch head when the draft began; null for a new file. */
  base_version: string | null;
  updated_at: string;
}

/** What the function asks the backend, always as the person calling: the database's policies decide what they see. */
export interface Caller {
  /** The signed-in user the request's token belongs to; undefined for the anon key or a token Auth refuses. */
  user(): Promise<{ id: string; email: string } | undefined>;
  /** Whether public.user_roles gives them the editor role. */
  isEditor(userId: string): Promise<boolean>;
  /** Their drafts (every editor's: drafts are shared), those of `files` when given. */
  drafts(files?: readonly string[]): Promise<DraftRow[]>;
  /** Deletes these drafts, each only if nobody changed it since it was read (a later keystroke stays a draft). */
  deleteDrafts(drafts: readonly DraftRow[]): Promise<void>;
}

const draftColumns = 'file, content, base_version, updated_at';

/** The Caller of a request bearing `authorization`, through supabase-js with the project's anon key. */
export function supabaseCaller(supabaseUrl: string, anonKey: string, authorization: string): Caller {
  const client = createClientWithoutRealtime(supabaseUrl, anonKey, {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? '';
  return {
    async user() {
      const { data, error } = await client.auth.getUser(token);
      if (error || !data.user?.email) return undefined;
      return { id: data.user.id, email: data.user.email };
    },
    async isEditor(userId) {
      const { data, error } = await client.from('user_roles').select('role').eq('user_id', userId).eq('role', 'editor');
      if (error) throw new Error(`user_roles: ${error.message}`);
      return data.length > 0;
    },
    async drafts(files) {
      // A site has a few dozen content files: every draft, chosen here (the local backend's REST has eq filters only).
      const { data, error } = await client.from('page_drafts').select(draftColumns);
      if (error) throw new Error(`page_drafts: ${error.message}`);
      return (data as DraftRow[]).filter(({ file }) => !files || files.includes(file)).sort((a, b) => (a.file < b.file ? -1 : 1));
    },
    async deleteDrafts(drafts) {
      for (const draft of drafts) {
        const { error } = await client.from('page_drafts').delete().eq('file', draft.file).eq('updated_at', draft.updated_at);
        if (error) throw new Error(`page_drafts: ${error.message}`);
      }
    },
  };
}
