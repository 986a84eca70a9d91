import { jsonResponse, type ApiResponse } from '../http-types.ts';

/** GoTrue's error body without the API-version header (what supabase-js reads as AuthApiError's status, code and message). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function authErrorResponse(error: AuthError): ApiResponse {
  return jsonResponse(error.status, { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra });
}

export const INVALID_CREDENTIALS = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
