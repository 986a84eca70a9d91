import { describe, expect, it } from 'vitest';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { arrivesFromInvitation, authFailure } from '../../../editor/client/hosted/sign-in-errors.ts';

describe('sign-in failures, worded for a person', () => {
  it('reads wrong credentials by code, not by message', () => {
    expect(authFailure(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toEqual({ kind: 'wrongCredentials' });
    expect(authFailure(new AuthApiError('Invalid login credentials', 400, undefined))).toEqual({ kind: 'wrongCredentials' });
  });

  it('reads an unreachable backend as a network problem', () => {
    expect(authFailure(new AuthRetryableFetchError('Failed to fetch', 0))).toEqual({ kind: 'network' });
    expect(authFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });

  it("passes any other refusal's message on (a password too weak)", () => {
    expect(authFailure(new AuthApiError('Password should be at least 8 characters.', 422, 'weak_password'))).toEqual({
      kind: 'other',
      message: 'Password should be at least 8 characters.',
    });
  });

  it('knows the invitation link by its fragment', () => {
    expect(arrivesFromInvitation('#access_token=x&refresh_token=y&type=invite')).toBe(true);
    expect(arrivesFromInvitation('#type=recovery&access_token=x')).toBe(true);
    expect(arrivesFromInvitation('#access_token=x&type=magiclink')).toBe(false);
    expect(arrivesFromInvitation('')).toBe(false);
  });
});
