import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { supabaseCaller } from '../functions/_shared/publish/caller.ts';
import { publishHandler } from '../functions/_shared/publish/handler.ts';
import type { SiteContent } from '../functions/_shared/publish/site-content.ts';
import { localGitRepository } from './git-repository.ts';
import { LOCAL_ANON_KEY } from './keys.ts';

const projectDir = resolve(import.meta.dirname, '../..');

/** Written by `npm run build:functions` (run by `npm run build`): the site's checks, as the deployed function has them. */
const siteContentModule = pathToFileURL(resolve(projectDir, 'supabase/functions/_shared/publish/generated/content-checks.js')).href;

let site: Promise<SiteContent> | undefined;
const loadSite = () =>
  (site ??= (import(/* @vite-ignore */ siteContentModule) as Promise<{ siteContent: SiteContent }>).then(
    ({ siteContent }) => siteContent,
    (error: unknown) => {
      site = undefined;
      throw new Error(`The publish function needs ${siteContentModule}: run npm run build:functions`, { cause: error });
    },
  ));

/**
 * The publish function on the local backend: the shared handler over a bare clone of this project's repository
 * (LOCAL_CONTENT_REPO, default .local-content.git/, made on first use: the working tree is never written), the
 * backend being the request's own origin.
 */
export const handleLocalPublish = publishHandler({
  repository: localGitRepository({ gitDir: resolve(projectDir, process.env.LOCAL_CONTENT_REPO ?? '.local-content.git'), cloneFrom: projectDir }),
  site: loadSite,
  callerOf: (authorization, request) => supabaseCaller(new URL(request.url).origin, LOCAL_ANON_KEY, authorization),
});
