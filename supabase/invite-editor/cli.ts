import { parseArgs } from 'node:util';
import { LOCAL_SERVICE_ROLE_KEY } from '../local/keys.ts';
import { inviteEditor } from './invite-editor.ts';

// npm run invite-editor -- owner@example.fr [--url http://localhost:4173] [--redirect-to https://site/admin/]
// With SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY in the environment: the hosted project, which mails the
// invitation. Without them: the local backend of a running `npm start`, and the link is printed (no mail locally).

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, 'redirect-to': { type: 'string' } },
});
const [email] = positionals;
if (email === undefined || positionals.length > 1) {
  console.error('Usage: npm run invite-editor -- <email> [--url <local server>] [--redirect-to <url of /admin/>]');
  process.exit(2);
}

const hostedUrl = process.env.SUPABASE_URL;
const hostedKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
const hosted = Boolean(hostedUrl && hostedKey);
const url = hosted ? (hostedUrl as string) : (values.url ?? 'http://localhost:4173').replace(/\/$/, '');
const redirectTo = values['redirect-to'] ?? (hosted ? undefined : `${url}/admin/`);

try {
  const { link } = await inviteEditor({ url, serviceRoleKey: hosted ? (hostedKey as string) : LOCAL_SERVICE_ROLE_KEY, email, redirectTo, sendMail: hosted });
  console.log(`${email} is an editor.`);
  console.log(link === undefined ? 'Supabase Auth has mailed the invitation.' : `Sign-in link (valid 24 h, once):\n${link}`);
} catch (error) {
  console.error(`Could not invite ${email} through ${url}: ${error instanceof Error ? error.message : String(error)}`);
  if (!hosted) console.error('Is `npm start` running there? (--url to name another server)');
  process.exit(1);
}
