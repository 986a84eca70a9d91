import type { SupabaseClient } from '@supabase/supabase-js';
import { createClientWithoutRealtime } from '../functions/_shared/client-without-realtime.ts';

export interface InviteEditorOptions {
  /** The Supabase project URL (hosted), or the origin of a running `npm start` (local backend). */
  url: string;
  serviceRoleKey: string;
  email: string;
  /** Where the link leads once it has signed the owner in (e.g. https://site/admin/); GoTrue's Site URL when absent. */
  redirectTo?: string;
  /** Hosted: Supabase Auth mails the invitation. Otherwise the link is generated and returned (no mail locally). */
  sendMail?: boolean;
}

export interface InvitedEditor {
  userId: string;
  /** The sign-in link to hand to the owner, unless Supabase Auth mailed it. */
  link?: string;
}

// A role is granted through the service role only (user_roles' policies); the invitation itself is Supabase Auth's.
// An address already registered cannot be invited again (GoTrue: email_exists): it gets a sign-in link instead, so
// running the command twice, or for an existing user, still ends with an editor and a link that works.

function adminClient(url: string, serviceRoleKey: string): SupabaseClient {
  return createClientWithoutRealtime(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function invitation(admin: SupabaseClient, options: InviteEditorOptions): Promise<InvitedEditor> {
  const { email, redirectTo } = options;
  if (options.sendMail) {
    const invited = await admin.auth.admin.inviteUserByEmail(email, { redirectTo });
    if (invited.data.user) return { userId: invited.data.user.id };
    if (invited.error?.code !== 'email_exists') throw invited.error;
  } else {
    const generated = await admin.auth.admin.generateLink({ type: 'invite', email, options: { redirectTo } });
    if (generated.data.user && generated.data.properties) return { userId: generated.data.user.id, link: generated.data.properties.action_link };
    if (generated.error?.code !== 'email_exists') throw generated.error;
  }
  const signIn = await admin.auth.admin.generateLink({ type: 'magiclink', email, options: { redirectTo } });
  if (signIn.error || !signIn.data.user || !signIn.data.properties) throw signIn.error ?? new Error(`no sign-in link for ${email}`);
  return { userId: signIn.data.user.id, link: signIn.data.properties.action_link };
}

/** Invites `email` (or gives a registered user a fresh sign-in link) and makes that user an editor. */
export async function inviteEditor(options: InviteEditorOptions): Promise<InvitedEditor> {
  const admin = adminClient(options.url, options.serviceRoleKey);
  const invited = await invitation(admin, options);
  const { error } = await admin.from('user_roles').upsert({ user_id: invited.userId, role: 'editor' }, { onConflict: 'user_id,role', ignoreDuplicates: true });
  if (error) throw new Error(`the editor role could not be granted: ${error.message}`);
  return invited;
}
