import { isAuthApiError, isAuthSessionMissingError } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { sharedBackend } from '../support/backend.ts';
import { testClient } from '../support/clients.ts';
import { invitedSession } from '../support/invited-user.ts';
import { uniqueEmail } from '../support/tokens.ts';

// The local Auth API through supabase-js, as /admin/ and the invite command call it: GoTrue's endpoints, answers
// and error codes, public sign-up off.

const { backend, database: db } = sharedBackend();

const client = () => testClient(backend().url, LOCAL_ANON_KEY);
const usersNamed = async (email: string) =>
  (await db().transaction((sql) => sql.query<{ encrypted_password: string | null }>('select encrypted_password from auth.users where email = $1', [email])))
    .rows;

describe('an invitation', () => {
  it('leads, through its link, to a session in the redirect’s fragment; the owner then chooses a password and signs in with it', async () => {
    const invited = await invitedSession(backend().url);
    expect(`${invited.location.origin}${invited.location.pathname}`).toBe(`${backend().url}/admin/`);
    const fragment = new URLSearchParams(invited.location.hash.slice(1));
    expect(fragment.get('type')).toBe('invite');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);

    const browser = client();
    expect((await browser.auth.setSession({ access_token: invited.accessToken, refresh_token: invited.refreshToken })).error).toBeNull();
    const changed = await browser.auth.updateUser({ password: 'un mot de passe sûr' });
    expect(changed.error).toBeNull();
    const [stored] = await usersNamed(invited.email);
    expect(stored?.encrypted_password).toMatch(/^scrypt\$/);
    expect(stored?.encrypted_password).not.toContain('un mot de passe sûr');
    expect((await browser.auth.signOut()).error).toBeNull();

    const signedIn = await client().auth.signInWithPassword({ email: invited.email.toUpperCase(), password: 'un mot de passe sûr' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(invited.userId);
    expect(signedIn.data.session?.expires_in).toBe(3600);
  });

  it('is used once: the link followed again redirects with GoTrue’s otp_expired error and no session', async () => {
    const admin = testClient(backend().url, LOCAL_SERVICE_ROLE_KEY);
    const { data } = await admin.auth.admin.generateLink({ type: 'invite', email: uniqueEmail(), options: { redirectTo: `${backend().url}/admin/` } });
    const link = data.properties?.action_link ?? '';
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
    const again = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1));
    expect(again.status).toBe(303);
    expect(Object.fromEntries(fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('redirects only to the site’s own origin, as GoTrue follows only allowed redirect URLs', async () => {
    const admin = testClient(backend().url, LOCAL_SERVICE_ROLE_KEY);
    const { data } = await admin.auth.admin.generateLink({ type: 'invite', email: uniqueEmail(), options: { redirectTo: 'https://attaquant.example/vol' } });
    const response = await fetch(data.properties?.action_link ?? '', { redirect: 'manual' });
    expect(response.headers.get('location')).toMatch(new RegExp(`^${backend().url}/#access_token=`));
  });

  it('is for the service role only (401 without a token, 403 not_admin with the anon key or a user’s), and creates no user otherwise', async () => {
    const email = uniqueEmail();
    const body = JSON.stringify({ type: 'invite', email });
    const { accessToken } = await invitedSession(backend().url);
    for (const [path, token, status] of [
      ['/auth/v1/invite', undefined, 401],
      ['/auth/v1/invite', LOCAL_ANON_KEY, 403],
      ['/auth/v1/admin/generate_link', LOCAL_ANON_KEY, 403],
      ['/auth/v1/admin/generate_link', accessToken, 403],
    ] as const) {
      const response = await fetch(`${backend().url}${path}`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      });
      expect(response.status).toBe(status);
    }
    const { error } = await client().auth.admin.inviteUserByEmail(email);
    expect(error?.status).toBe(403);
    expect(await usersNamed(email)).toEqual([]);
  });

  it('by e-mail answers the invited user, and refuses an address already registered (422 email_exists)', async () => {
    const admin = testClient(backend().url, LOCAL_SERVICE_ROLE_KEY);
    const email = uniqueEmail();
    const invited = await admin.auth.admin.inviteUserByEmail(email);
    expect(invited.error).toBeNull();
    expect(invited.data.user?.email).toBe(email);
    expect(invited.data.user?.invited_at).toBeTruthy();
    const registered = await invitedSession(backend().url);
    const again = await admin.auth.admin.inviteUserByEmail(registered.email);
    expect(again.error?.code).toBe('email_exists');
    expect(again.error?.status).toBe(422);
  });
});

describe('password sign-in', () => {
  it('refuses a wrong password and an unknown address alike (400 invalid_credentials, “Invalid login credentials”)', async () => {
    const { email, accessToken, refreshToken } = await invitedSession(backend().url);
    const owner = client();
    await owner.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    await owner.auth.updateUser({ password: 'le bon mot de passe' });
    for (const credentials of [
      { email, password: 'le mauvais mot de passe' },
      { email: uniqueEmail(), password: 'le bon mot de passe' },
    ]) {
      const { data, error } = await client().auth.signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(isAuthApiError(error)).toBe(true);
      expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('is refused to an invited user who has not chosen a password yet', async () => {
    const admin = testClient(backend().url, LOCAL_SERVICE_ROLE_KEY);
    const email = uniqueEmail();
    await admin.auth.admin.inviteUserByEmail(email);
    const { error } = await client().auth.signInWithPassword({ email, password: '' });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('refuses a password shorter than 6 characters (422 weak_password)', async () => {
    const { accessToken, refreshToken } = await invitedSession(backend().url);
    const owner = client();
    await owner.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    const { error } = await owner.auth.updateUser({ password: 'court' });
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
  });
});

describe('a magic link', () => {
  it('is printed on the server’s console for a registered address (no mail locally), and signs that user in once followed', async () => {
    const { email, userId } = await invitedSession(backend().url);
    const printed: string[] = [];
    const spy = vi.spyOn(console, 'info').mockImplementation((line: string) => void printed.push(line));
    try {
      const { error } = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: `${backend().url}/admin/` } });
      expect(error).toBeNull();
    } finally {
      spy.mockRestore();
    }
    const link = /(http:\S+\/auth\/v1\/verify\S+)/.exec(printed.find((line) => line.includes(email)) ?? '')?.[1] ?? '';
    const response = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
    const { data } = await client().auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.id).toBe(userId);
  });

  it('is not a way to sign up: an unknown address is refused (422 otp_disabled) and no user is created', async () => {
    const email = uniqueEmail();
    const { error } = await client().auth.signInWithOtp({ email });
    expect(error?.code).toBe('otp_disabled');
    expect(await usersNamed(email)).toEqual([]);
  });
});

describe('sign-up', () => {
  it('is off, as on a hosted project with sign-ups disabled (422 signup_disabled), and creates no user', async () => {
    const email = uniqueEmail();
    const { data, error } = await client().auth.signUp({ email, password: 'un mot de passe sûr' });
    expect(data.user).toBeNull();
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    expect(await usersNamed(email)).toEqual([]);
  });
});

describe('a session', () => {
  it('is refreshed with a new refresh token; the used one, presented again, ends the session', async () => {
    const { accessToken, refreshToken } = await invitedSession(backend().url);
    const owner = client();
    await owner.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    const refreshed = await owner.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const next = refreshed.data.session?.refresh_token ?? '';
    expect(next).not.toBe(refreshToken);

    const replayed = await client().auth.refreshSession({ refresh_token: refreshToken });
    expect(replayed.error?.code).toBe('refresh_token_already_used');
    const afterReplay = await client().auth.refreshSession({ refresh_token: next });
    expect(afterReplay.error?.code).toBe('refresh_token_not_found');
  });

  it('ends at sign-out: its access token no longer names a user and its refresh token is gone', async () => {
    const { accessToken, refreshToken } = await invitedSession(backend().url);
    const owner = client();
    await owner.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    expect((await owner.auth.signOut()).error).toBeNull();
    // GoTrue answers 403 session_not_found, which supabase-js turns into AuthSessionMissingError.
    const user = await client().auth.getUser(accessToken);
    expect(user.data.user).toBeNull();
    expect(isAuthSessionMissingError(user.error)).toBe(true);
    const response = await fetch(`${backend().url}/auth/v1/user`, { headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${accessToken}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'session_not_found' });
    expect((await client().auth.refreshSession({ refresh_token: refreshToken })).error?.code).toBe('refresh_token_not_found');
  });
});
