import type { IncomingHttpHeaders } from 'node:http';

/** What the REST and Auth endpoints receive, read from the Node request. */
export interface ApiRequest {
  method: string;
  /** The path after the API's prefix (/rest/v1/, /auth/v1/), e.g. `leads` or `admin/generate_link`. */
  path: string;
  search: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What every local endpoint answers, before it is written to the Node response. */
export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export function jsonResponse(status: number, value: unknown, headers: Record<string, string> = {}): ApiResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}
