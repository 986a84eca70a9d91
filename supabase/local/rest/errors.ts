import { jsonResponse, type ApiResponse } from '../http-types.ts';
import type { ApiRole } from '../api-role.ts';

/** PostgREST's error body: what supabase-js exposes as `error`. */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error raised by the REST emulation itself (PGRST… codes), carrying its HTTP status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

// PostgREST's table from SQLSTATE to HTTP status (docs.postgrest.org, "Errors"); anything else is 400.
const EXACT_STATUS: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  '53400': 500,
  P0001: 400,
  '42883': 404,
  '42P01': 404,
};
const PREFIX_STATUS: Array<[string, number]> = [
  ['08', 503],
  ['09', 500],
  ['0L', 403],
  ['0P', 403],
  ['25', 500],
  ['28', 403],
  ['2D', 500],
  ['38', 500],
  ['39', 500],
  ['3B', 500],
  ['40', 500],
  ['53', 503],
  ['54', 413],
  ['55', 500],
  ['57', 500],
  ['58', 500],
  ['F0', 500],
  ['HV', 500],
  ['P0', 500],
  ['XX', 500],
];

export function statusForSqlState(code: string, role: ApiRole): number {
  // An anonymous caller lacking a privilege is told to authenticate; an authenticated one is forbidden.
  if (code === '42501') return role === 'anon' ? 401 : 403;
  const exact = EXACT_STATUS[code];
  if (exact !== undefined) return exact;
  return PREFIX_STATUS.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 400;
}

interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  const code: unknown = error instanceof Error ? (error as Partial<DatabaseErrorLike>).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** Turns whatever a request threw into PostgREST's response; unknown failures become a 500 and are logged. */
export function errorResponse(error: unknown, role: ApiRole): ApiResponse {
  if (error instanceof RestError) {
    return jsonResponse(error.status, body(error.code, error.message, error.details, error.hint));
  }
  if (isDatabaseError(error)) {
    return jsonResponse(statusForSqlState(error.code, role), body(error.code, error.message, error.detail ?? null, error.hint ?? null));
  }
  console.error('[local backend] unexpected error', error);
  return jsonResponse(500, body('PGRSTX00', 'Internal error in the local backend', null, null));
}

function body(code: string, message: string, details: string | null, hint: string | null): PostgrestErrorBody {
  return { code, details, hint, message };
}
