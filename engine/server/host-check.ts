import { isIP } from 'node:net';

/**
 * Whether a request's Host names this machine: an IP address, `localhost` or a name under it. Any other name is a
 * page elsewhere whose domain an attacker pointed at 127.0.0.1 (DNS rebinding), which would then read the site and
 * write to the local backend as if it were this origin: refused, as Vite's own servers do.
 */
export function isLocalHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) !== 0 || bare === 'localhost' || bare.endsWith('.localhost');
}
