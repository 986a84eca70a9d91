import type { IncomingHttpHeaders } from 'node:http';
import { RestError } from './errors.ts';

// PostgREST reads a body by its Content-Type (ApiRequest.getPayload): JSON when the header is absent or says
// application/json, CSV and form-encoded bodies converted to rows, and for a function a raw text/plain,
// text/xml or octet-stream body handed to a function with a single unnamed parameter. Anything else is
// refused with 400 PGRST102 "Content-Type not acceptable". The local backend reads JSON only and refuses
// the rest the same way; a raw body for a function finds none, as on PostgREST (no function here takes one).

const RAW_FOR_FUNCTIONS = ['text/plain', 'text/xml', 'application/octet-stream'];

function mediaTypeOf(headers: IncomingHttpHeaders): string {
  return (headers['content-type'] ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? '';
}

function refuseMediaType(mediaType: string): never {
  throw new RestError(400, 'PGRST102', `Content-Type not acceptable: ${mediaType}`, null, 'The local backend reads JSON bodies only.');
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

/** The JSON body of an insert; an empty body is invalid JSON there. */
export function insertBody(headers: IncomingHttpHeaders, body: Buffer): unknown {
  const mediaType = mediaTypeOf(headers);
  if (mediaType !== 'application/json') refuseMediaType(mediaType);
  return parseJson(body);
}

/** The JSON arguments of a function call; an empty body means no arguments. */
export function functionArguments(headers: IncomingHttpHeaders, body: Buffer, name: string): unknown {
  const mediaType = mediaTypeOf(headers);
  if (RAW_FOR_FUNCTIONS.includes(mediaType)) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name} in the schema cache`,
      `Searched for the function public.${name} with a single unnamed parameter for a ${mediaType} body, but no matches were found in the schema cache.`,
    );
  }
  if (mediaType !== 'application/json') refuseMediaType(mediaType);
  return body.length === 0 ? {} : parseJson(body);
}
