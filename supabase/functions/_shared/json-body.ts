export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413; message: string };

/**
 * Reads a JSON request body without ever holding more than `maxBytes` of it: a declared Content-Length
 * above the limit is refused before reading, and a body sent without one is cut off as soon as it exceeds it.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const tooLarge: JsonBody = {
    ok: false,
    status: 413,
    message: `Le corps de la requête dépasse la taille maximale autorisée (${Math.round(maxBytes / 1024)}\u00a0Ko).`,
  };
  const invalid: JsonBody = { ok: false, status: 400, message: 'Le corps de la requête doit être un objet JSON valide.' };
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return tooLarge;
  if (request.body === null) return invalid;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return invalid;
  }
}
