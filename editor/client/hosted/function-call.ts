import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * A backend function's answer whatever its status: supabase-js gives the Response of a non-2xx one as the error's
 * context. A JSON body is parsed, bytes (application/octet-stream) come as a Blob; no answer at all throws.
 */
export async function invoke(supabase: SupabaseClient, name: string, method: 'GET' | 'POST', body?: unknown): Promise<{ status: number; body: unknown }> {
  const { data, error, response } = await supabase.functions.invoke(name, { method, body: body as Record<string, unknown> | undefined });
  if (!error) return { status: response?.status ?? 200, body: data };
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) return { status: context.status, body: await context.json().catch(() => undefined) };
  throw error as Error;
}
