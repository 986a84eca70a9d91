// Deno entry deployed by `supabase functions deploy publish` (after `npm run build:functions`, which writes the
// site's checks it imports); the handler is shared with the local backend in ../_shared/publish.
import { supabaseCaller } from '../_shared/publish/caller.ts';
import { siteContent } from '../_shared/publish/generated/content-checks.js';
import { githubRepository } from '../_shared/publish/github-repository.ts';
import { publishHandler } from '../_shared/publish/handler.ts';

const env = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The publish function needs the secret ${name}`);
  return value;
};

Deno.serve(
  publishHandler({
    repository: githubRepository({ token: env('GITHUB_TOKEN'), repository: env('GITHUB_REPOSITORY'), branch: Deno.env.get('GITHUB_BRANCH') ?? 'main' }),
    site: () => Promise.resolve(siteContent),
    callerOf: (authorization) => supabaseCaller(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), authorization),
  }),
);
