import { LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { testClient } from './clients.ts';
import { uniqueEmail } from './tokens.ts';

export interface InvitedSession {
  email: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
  /** Where the link's redirect led, fragment included. */
  location: URL;
}

/**
 * A user invited with the service role (auth.admin.generateLink, as `npm run invite-editor` does locally) whose
 * link was followed: the session GoTrue's /verify puts in the redirect's fragment, as the browser would get it.
 */
export async function invitedSession(url: string, email = uniqueEmail('editeur')): Promise<InvitedSession> {
  const admin = testClient(url, LOCAL_SERVICE_ROLE_KEY);
  const { data, error } = await admin.auth.admin.generateLink({ type: 'invite', email, options: { redirectTo: `${url}/admin/` } });
  if (error || !data.properties) throw error ?? new Error('no link');
  const response = await fetch(data.properties.action_link, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '');
  const fragment = new URLSearchParams(location.hash.slice(1));
  const [accessToken, refreshToken] = [fragment.get('access_token'), fragment.get('refresh_token')];
  if (response.status !== 303 || !accessToken || !refreshToken) throw new Error(`the link did not sign in: ${response.status} ${location.toString()}`);
  return { email, userId: data.user.id, accessToken, refreshToken, location };
}
