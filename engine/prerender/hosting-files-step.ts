import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { tallyOrigin } from '../schema/tally-origin.ts';
import type { Site } from '../schema/site.ts';
import { writeHostingRules } from '../server/hosting-rules-file.ts';
import { hostingRules, type HostingRules } from '../server/hosting-rules.ts';
import { headersFile, hostFiles, redirectsFile } from '../server/host-files.ts';
import { inlineScriptHashes } from './inline-script-hashes.ts';

/**
 * The backend the built pages call: the hosted project named by VITE_SUPABASE_URL (from the environment or the
 * .env files, as Vite read them for the bundle), or none: the local backend on the site's own origin.
 */
export function backendOrigin(engineRoot: string): string | undefined {
  const url = loadEnv('production', engineRoot, 'VITE_SUPABASE_').VITE_SUPABASE_URL;
  return url ? new URL(url).origin : undefined;
}

export interface BuiltPages {
  site: Pick<Site, 'tallyForms'>;
  routes: readonly string[];
  /** Every prerendered document, as paths under dist/. */
  htmlFiles: readonly string[];
  /** backendOrigin() */
  backend: string | undefined;
  /** The hosted editor's address ("/admin/"), when the site has one (hosted-editor-step.ts). */
  editor?: string;
}

/**
 * Build step, once every page is written: the hosting rules of the built site (its pages' inline script hashes,
 * the form service if it has forms, the backend), left in dist/ for the production server and written as
 * _headers and _redirects for static hosts.
 */
export function writeHostingFiles(dist: string, { site, routes, htmlFiles, backend, editor }: BuiltPages): HostingRules {
  const hashes = new Set(htmlFiles.flatMap((file) => inlineScriptHashes(readFileSync(join(dist, file), 'utf8'))));
  const rules = hostingRules({
    routes,
    inlineScripts: [...hashes].sort(),
    embeds: Object.keys(site.tallyForms).length > 0 ? [tallyOrigin] : [],
    backend,
    editor,
  });
  writeHostingRules(dist, rules);
  writeFileSync(join(dist, hostFiles.headers), headersFile(rules.headers));
  writeFileSync(join(dist, hostFiles.redirects), redirectsFile(rules.redirects));
  return rules;
}
