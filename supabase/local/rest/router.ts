import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/database.ts';
import { jsonResponse, type ApiRequest, type ApiResponse } from '../http-types.ts';
import { authenticate, type RequestAuth } from '../request-auth.ts';
import { asRole } from './as-role.ts';
import { deleteRows, updateRows } from './change.ts';
import { errorResponse, RestError } from './errors.ts';
import { insertRows } from './insert.ts';
import { preferencesOf } from './preferences.ts';
import { functionArguments, insertBody } from './request-body.ts';
import { callFunction } from './rpc.ts';
import { selectRows } from './select.ts';

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';

// `.single()` in supabase-js asks for one object instead of an array, and PostgREST answers 406 otherwise.
function rowsResponse(status: number, rows: unknown[], headers: IncomingHttpHeaders): ApiResponse {
  const range = rows.length === 0 ? '*/*' : `0-${rows.length - 1}/*`;
  if (!(headers.accept ?? '').includes(SINGLE_OBJECT)) return jsonResponse(status, rows, { 'content-range': range });
  if (rows.length !== 1) {
    throw new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows.length} rows`);
  }
  return jsonResponse(status, rows[0], { 'content-range': range });
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RestError(400, 'PGRST100', `Malformed path segment: ${segment}`);
  }
}

async function route(db: Database, auth: RequestAuth, request: ApiRequest): Promise<ApiResponse> {
  const segments = request.path
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  const [first, second, ...rest] = segments;
  if (first === undefined || rest.length > 0 || (second !== undefined && first !== 'rpc')) {
    throw new RestError(404, 'PGRST125', `Invalid path specified in request URL: /rest/v1/${request.path}`);
  }
  if (first === 'rpc') {
    if (second === undefined) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    if (request.method !== 'POST') throw new RestError(405, 'PGRST101', 'Only POST is supported for functions locally');
    const args = functionArguments(request.headers, request.body, second);
    const result = await asRole(db, auth, (sql) => callFunction(sql, second, args));
    return result.kind === 'void' ? { status: 204 } : jsonResponse(200, result.value);
  }
  const table = first;
  if (request.method === 'GET' || request.method === 'HEAD') {
    const rows = await asRole(db, auth, (sql) => selectRows(sql, table, request.search));
    const response = rowsResponse(200, rows, request.headers);
    return request.method === 'HEAD' ? { status: response.status, headers: response.headers } : response;
  }
  if (request.method === 'POST') {
    // Read before the table is looked up: PostgREST refuses a body it cannot read whatever the table.
    const body = insertBody(request.headers, request.body);
    const { representation, resolution } = preferencesOf(request.headers);
    const rows = await asRole(db, auth, (sql) =>
      insertRows(sql, table, body, {
        columns: request.search.get('columns'),
        representation,
        select: request.search.get('select'),
        resolution,
        onConflict: request.search.get('on_conflict'),
      }),
    );
    return representation ? rowsResponse(201, rows, request.headers) : { status: 201, headers: { 'content-range': '*/*' } };
  }
  if (request.method === 'PATCH' || request.method === 'DELETE') {
    const body = request.method === 'PATCH' ? insertBody(request.headers, request.body) : undefined;
    const options = { representation: preferencesOf(request.headers).representation, select: request.search.get('select') };
    const rows = await asRole(db, auth, (sql) =>
      body === undefined ? deleteRows(sql, table, request.search, options) : updateRows(sql, table, request.search, body, options),
    );
    return options.representation ? rowsResponse(200, rows, request.headers) : { status: 204, headers: { 'content-range': '*/*' } };
  }
  // PUT (an upsert of one row named by its key filters) is PostgREST's but not served locally: refused with the
  // answer PostgREST gives a method it does not serve.
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
}

/** Answers one /rest/v1/ request the way PostgREST behind Supabase's gateway would. */
export async function handleRest(db: Database, request: ApiRequest): Promise<ApiResponse> {
  let auth: RequestAuth | undefined;
  try {
    auth = authenticate(request.headers);
    return await route(db, auth, request);
  } catch (error) {
    return errorResponse(error, auth?.role ?? 'anon');
  }
}
