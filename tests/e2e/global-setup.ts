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
  }
}

let served: ServedBuild | undefined;

/** Builds the site once (unless E2E_SKIP_BUILD=1) and serves dist/ with an in-memory local backend. */
export async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') await buildSite();
  process.env.LOCAL_DB = 'memory';
  served = await serveBuild();
  project.provide('baseUrl', served.url);
}

export async function teardown() {
  await served?.close();
}
