import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(resolve(root, file), 'utf8')) as Record<string, unknown>;

// The function validates its input with the same zod rules the site's local backend runs (_shared/): under
// Deno they must run on the very zod version the site was tested with, not whatever `^4` resolves to on deploy.
const siteZod = (readJson('package-lock.json').packages as Record<string, { version: string }>)['node_modules/zod']!.version;

// The folder's config (what `npm run check:functions` checks with) and the function's import map (what
// `supabase functions deploy` bundles with, see supabase/config.toml).
const denoConfigs = ['supabase/functions/deno.json', 'supabase/functions/generate-job-description/deno.json'];

describe("the function's zod", () => {
  it.each(denoConfigs)(`%s imports zod ${siteZod}, the version of the site's lockfile`, (file) => {
    expect((readJson(file).imports as Record<string, string>).zod).toBe(`npm:zod@${siteZod}`);
  });
});

// The publish function reads drafts through supabase-js as the local backend's tests run it: the same version.
const siteSupabase = (readJson('package-lock.json').packages as Record<string, { version: string }>)['node_modules/@supabase/supabase-js']!.version;

describe("the publish function's supabase-js", () => {
  it.each(['supabase/functions/deno.json', 'supabase/functions/publish/deno.json'])(
    `%s imports supabase-js ${siteSupabase}, the version of the site's lockfile`,
    (file) => {
      expect((readJson(file).imports as Record<string, string>)['@supabase/supabase-js']).toBe(`npm:@supabase/supabase-js@${siteSupabase}`);
    },
  );
});
