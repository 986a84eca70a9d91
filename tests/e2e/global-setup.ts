import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite, serveBuild, type ServedBuild } from '../../engine/prerender/serve-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /**
     * The CPU slowdowns the interaction tests of a project run at (vitest.e2e.config.ts): a desktop (1) and a
     * mid-range phone (4, CDP's CPU throttling).
     */
    cpuRates: number[];
    /** The bare git repository the served backend's publish function commits to (a clone of this project's). */
    contentRepository: string;
    /** The served backend's e-mail links, one line each as its console prints them (there is no mail locally). */
    mailbox: string;
  }
}

let served: ServedBuild | undefined;
let repositoryFolder: string | undefined;

/** Builds the site once (unless E2E_SKIP_BUILD=1) and serves dist/ with an in-memory local backend. */
export async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') await buildSite();
  process.env.LOCAL_DB = 'memory';
  // Publishing commits to a repository of its own, made on the first publish, never the checkout's.
  repositoryFolder = mkdtempSync(join(tmpdir(), 'e2e-content-'));
  process.env.LOCAL_CONTENT_REPO = join(repositoryFolder, 'site.git');
  // The served backend's mail (its links), which the tests read.
  const mailbox = join(repositoryFolder, 'mailbox.log');
  process.env.LOCAL_MAILBOX = mailbox;
  served = await serveBuild();
  project.provide('baseUrl', served.url);
  project.provide('contentRepository', process.env.LOCAL_CONTENT_REPO);
  project.provide('mailbox', mailbox);
}

export async function teardown() {
  await served?.close();
  if (repositoryFolder) rmSync(repositoryFolder, { recursive: true, force: true });
}
