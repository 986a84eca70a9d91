export type BodyBytes = { ok: true; bytes: Uint8Array } | { ok: false; status: 400 | 413 };

/**
 * Reads a request body without ever holding more than `maxBytes` of it: a declared Content-Length above the limit is
 * refused before reading, and a body sent without one is cut off as soon as it exceeds it.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BodyBytes> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { ok: false, status: 413 };
  if (request.body === null) return { ok: false, status: 400 };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413; message: string };

/** Reads a JSON request body of at most `maxBytes` (readBodyBytes), refusing one that is not UTF-8 JSON. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const invalid: JsonBody = { ok: false, status: 400, message: 'Le corps de la requête doit être un objet JSON valide.' };
  const body = await readBodyBytes(request, maxBytes);
  if (!body.ok) {
    return body.status === 413
      ? { ok: false, status: 413, message: `Le corps de la requête dépasse la taille maximale autorisée (${Math.round(maxBytes / 1024)}\u00a0Ko).` }
      : invalid;
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.bytes)) };
  } catch {
    return invalid;
  }
}
