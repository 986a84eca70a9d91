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
