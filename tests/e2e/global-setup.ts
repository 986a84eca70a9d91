import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from '../../engine/build/chromium.ts';
import { buildSite, serveBuild, type ServedBuild } from '../../engine/build/serve-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the test files connect to the one Chromium of the run (tests/e2e/browser.ts: connectBrowser). */
    browserEndpoint: string;
  }
}

let served: ServedBuild | undefined;
let chromiumServer: BrowserServer | undefined;

/**
 * Builds the site once (unless E2E_SKIP_BUILD=1) and serves dist/ with an in-memory local backend; launches the
 * Chromium every test file connects to, rather than each file launching its own (a second or so each).
 */
export async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') await buildSite();
  process.env.LOCAL_DB = 'memory';
  served = await serveBuild();
  project.provide('baseUrl', served.url);
  // The same executable and flags as launchBrowser() (engine/build/chromium.ts).
  chromiumServer = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  project.provide('browserEndpoint', chromiumServer.wsEndpoint());
}

export async function teardown() {
  await chromiumServer?.close();
  await served?.close();
}
