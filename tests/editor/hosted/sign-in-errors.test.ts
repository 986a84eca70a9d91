import { describe, expect, it } from 'vitest';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { arrivesFromInvitation, authFailure, linkArrivalFailure, linkRequestFailure } from '../../../editor/client/hosted/sign-in-errors.ts';

describe('sign-in failures, worded for a person', () => {
  it('reads wrong credentials by code, not by message', () => {
    expect(authFailure(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toEqual({ kind: 'wrongCredentials' });
    expect(authFailure(new AuthApiError('Invalid login credentials', 400, undefined))).toEqual({ kind: 'wrongCredentials' });
    expect(authFailure(new AuthApiError('For security purposes, you can only request this after 38 seconds.', 429, 'over_email_send_rate_limit'))).toEqual({
      kind: 'tooManyRequests',
    });
    expect(authFailure(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'))).toEqual({ kind: 'tooManyRequests' });
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

  it('reads a refused e-mail link from the fragment GoTrue redirects to', () => {
    expect(linkArrivalFailure('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toEqual({
      kind: 'linkExpired',
    });
    expect(linkArrivalFailure('#error=server_error&error_description=Database+error')).toEqual({ kind: 'other', message: 'Database error' });
    expect(linkArrivalFailure('#error=access_denied')).toEqual({ kind: 'other', message: 'access_denied' });
    expect(linkArrivalFailure('#access_token=x&refresh_token=y&type=magiclink')).toBeUndefined();
    expect(linkArrivalFailure('')).toBeUndefined();
  });

  it('answers a link asked for an address without an account as one sent, and says the other failures', () => {
    expect(linkRequestFailure(new AuthApiError('Signups not allowed for otp', 422, 'otp_disabled'))).toBeUndefined();
    expect(linkRequestFailure(new AuthApiError('User not found', 404, 'user_not_found'))).toBeUndefined();
    expect(linkRequestFailure(new AuthRetryableFetchError('Failed to fetch', 0))).toEqual({ kind: 'network' });
    expect(linkRequestFailure(new AuthApiError('Email rate limit exceeded', 429, 'over_email_send_rate_limit'))).toEqual({ kind: 'tooManyRequests' });
    expect(linkRequestFailure(new AuthApiError('Database error finding user', 500, 'unexpected_failure'))).toEqual({
      kind: 'other',
      message: 'Database error finding user',
    });
  });
});
