// Deno entry deployed by `supabase functions deploy publish` (after `npm run build:functions`, which writes the
// site's checks it imports); the handler is shared with the local backend in ../_shared/publish.
import { supabaseCaller } from '../_shared/publish/caller.ts';
import { siteContent } from '../_shared/publish/generated/content-checks.js';
import { gitHubAppTokens } from '../_shared/publish/github-app-token.ts';
import { githubRepository } from '../_shared/publish/github-repository.ts';
import { publishHandler } from '../_shared/publish/handler.ts';

const env = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The publish function needs the secret ${name}`);
  return value;
};

const repository = env('GITHUB_REPOSITORY');
// The site's GitHub App (README, "Publishing from /admin/"), else a fine-grained token limited to the repository.
const token = Deno.env.get('GITHUB_APP_ID')
  ? gitHubAppTokens({ appId: env('GITHUB_APP_ID'), privateKey: env('GITHUB_APP_PRIVATE_KEY'), installationId: env('GITHUB_APP_INSTALLATION_ID'), repository })
  : env('GITHUB_TOKEN');

Deno.serve(
  publishHandler({
    repository: githubRepository({ token, repository, branch: Deno.env.get('GITHUB_BRANCH') ?? 'main' }),
    site: () => Promise.resolve(siteContent),
    callerOf: (authorization) => supabaseCaller(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), authorization),
    // Hosts that build every push need none; others (a static host's build hook) are asked after each commit.
    deployHook: Deno.env.get('DEPLOY_HOOK_URL'),
  }),
);
