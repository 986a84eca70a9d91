import { corsHeaders } from '../cors.ts';
import { readJsonBody } from '../json-body.ts';
import { renderJobDescription } from './document.ts';
import { parseJobDescriptionInput } from './input.ts';

/** A job description's inputs are a few short fields; 16 KB is generous for them and cheap to refuse beyond. */
export const MAX_BODY_BYTES = 16 * 1024;

function jsonError(status: number, message: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: message }), {
    status,
    headers: { ...corsHeaders, ...extra, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * generate-job-description (spec call 5): validates the lead's fields and answers the personalised job
 * description as an HTML document. The same handler runs under Deno on Supabase and in the local backend.
 */
export async function handleGenerateJobDescription(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') {
    return jsonError(405, 'Méthode non autorisée\u00a0: utilisez POST.', { Allow: 'POST, OPTIONS' });
  }
  try {
    const body = await readJsonBody(request, MAX_BODY_BYTES);
    if (!body.ok) return jsonError(body.status, body.message);
    const input = parseJobDescriptionInput(body.value);
    if (!input.ok) return jsonError(400, input.message);
    return new Response(renderJobDescription(input.value, new Date()), {
      status: 200,
      headers: {
        ...corsHeaders,
        'Content-Type': 'text/html; charset=utf-8',
        // The document never needs scripts; should escaping ever fail, nothing injected could run.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    console.error('generate-job-description failed', error);
    return jsonError(500, 'La fiche de poste n’a pas pu être générée. Veuillez réessayer.');
  }
}
