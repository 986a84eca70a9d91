/** Git's id of a file's contents (its blob id): the SHA-1 of "blob <length>\0" followed by the bytes. Web Crypto, in Deno as in Node. */
export async function blobOid(bytes: Uint8Array): Promise<string> {
  const header = new TextEncoder().encode(`blob ${bytes.byteLength}\0`);
  const object = new Uint8Array(header.byteLength + bytes.byteLength);
  object.set(header);
  object.set(bytes, header.byteLength);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', object));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
