// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../../engine/backend/client.ts';
import { resolveBackendConfig } from '../../../engine/backend/config.ts';
import { getSessionUserId, subscribeToSessionUserId, trackSession } from '../../../engine/backend/session.ts';
import { useSessionUserId } from '../../../engine/backend/use-session-user-id.ts';
import { LOCAL_ANON_KEY } from '../../../supabase/local/keys.ts';
import { sharedBackend } from '../support/backend.ts';
import { invitedSession } from '../support/invited-user.ts';

describe('resolveBackendConfig', () => {
  it("defaults to the local backend on the page's own origin with the local anon key", () => {
    vi.stubEnv('VITE_SUPABASE_URL', '');
    expect(resolveBackendConfig()).toEqual({ url: window.location.origin, anonKey: LOCAL_ANON_KEY });
    vi.unstubAllEnvs();
  });

  it('uses the hosted project given by VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY', () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abcd.supabase.co');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'public-anon-key');
    expect(resolveBackendConfig()).toEqual({ url: 'https://abcd.supabase.co', anonKey: 'public-anon-key' });
    vi.unstubAllEnvs();
  });
});

describe('the session (spec call 6)', () => {
  const { backend } = sharedBackend({ forTheSite: true });

  it('is read at start, followed through sign-in and sign-out, and persisted in the browser', async () => {
    const { result } = renderHook(() => useSessionUserId());
    await trackSession();
    expect(getSessionUserId()).toBeNull();
    expect(result.current).toBeNull();

    const seen: Array<string | null> = [];
    const unsubscribe = subscribeToSessionUserId((id) => seen.push(id));
    const supabase = await getSupabase();
    expect(await getSupabase()).toBe(supabase);

    const { userId, accessToken, refreshToken } = await invitedSession(backend().url);
    const { error } = await supabase.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    expect(error).toBeNull();
    await waitFor(() => expect(result.current).toBe(userId));
    expect(Object.keys(localStorage).some((key) => key.endsWith('-auth-token'))).toBe(true);

    await supabase.auth.signOut();
    await waitFor(() => expect(result.current).toBeNull());
    expect(seen).toEqual([userId, null]);
    unsubscribe();
  });
});
