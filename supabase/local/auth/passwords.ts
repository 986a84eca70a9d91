import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Passwords are stored as `scrypt$N$r$p$salt$hash` (node:crypto's scrypt with a random 16-byte salt) in the column
// hosted Supabase keeps its bcrypt hashes in (auth.users.encrypted_password).

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const PREFIX = `scrypt$${N}$${R}$${P}$`;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P }, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `${PREFIX}${salt.toString('base64url')}$${(await derive(password, salt)).toString('base64url')}`;
}

// Compared against when the address is unknown or has no password yet, so that the answer takes as long.
const DECOY = `${PREFIX}${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;

/** Whether `password` matches `stored`; a null or foreign `stored` never matches, after as much work as a real check. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const ours = stored !== null && stored.startsWith(PREFIX);
  const [salt = '', hash = '', ...extra] = (ours ? stored : DECOY).slice(PREFIX.length).split('$');
  const key = await derive(password, Buffer.from(salt, 'base64url'));
  const expected = Buffer.from(hash, 'base64url');
  return ours && extra.length === 0 && expected.length === key.length && timingSafeEqual(expected, key);
}
