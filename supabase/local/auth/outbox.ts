import { appendFileSync } from 'node:fs';

/**
 * What the local Auth API would mail (there is no mail locally): printed on the server's console for the developer
 * running it, and, when LOCAL_MAILBOX names a file, appended to it a line each, as Supabase's local stack catches its
 * mail: the browser tests read the links there.
 */
export function sendLocally(mail: string): void {
  const line = `[local auth] ${mail}`;
  console.info(line);
  const mailbox = process.env.LOCAL_MAILBOX;
  if (mailbox) appendFileSync(mailbox, `${line}\n`);
}
