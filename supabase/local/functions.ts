import type { IncomingHttpHeaders } from 'node:http';
import { handleGenerateJobDescription } from '../functions/_shared/generate-job-description/handler.ts';
import { jsonResponse, type ApiResponse } from './http-types.ts';
import { authenticate } from './request-auth.ts';
import { RestError } from './rest/errors.ts';

/** The backend functions the site calls, by the name supabase.functions.invoke() uses (a sub-path, /publish/content, reaches the same). */
export const FUNCTION_HANDLERS: Record<string, (request: Request) => Promise<Response>> = {
  'generate-job-description': handleGenerateJobDescription,
  // Loaded on its first request: `npm start`'s server that never publishes doesn't load supabase-js and git's wrapper.
  // (The dev server's configuration is one bundle, which imports the packages of every module it holds at its start.)
  publish: async (request) => (await import('./publish.ts')).handleLocalPublish(request),
};

/**
 * /functions/v1/<name>: like Supabase's functions gateway with verify_jwt on (the default), a valid JWT is
 * required except for the CORS preflight, which goes to the function itself.
 */
export async function handleFunction(name: string, request: Request, headers: IncomingHttpHeaders): Promise<ApiResponse> {
  const handler = Object.hasOwn(FUNCTION_HANDLERS, name) ? FUNCTION_HANDLERS[name] : undefined;
  if (handler === undefined) return jsonResponse(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  if (request.method !== 'OPTIONS') {
    try {
      authenticate({ ...headers, apikey: headers.apikey ?? bearerOf(headers) });
    } catch (error) {
      if (error instanceof RestError) return jsonResponse(401, { code: 401, message: 'Invalid JWT' });
      throw error;
    }
  }
  const response = await handler(request);
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: new Uint8Array(await response.arrayBuffer()),
  };
}

// The functions gateway accepts a bearer token without an apikey header; the REST gateway does not.
function bearerOf(headers: IncomingHttpHeaders): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
}
