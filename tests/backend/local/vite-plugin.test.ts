import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { BACKEND_START_TIMEOUT } from '../support/backend.ts';
import { uniqueEmail } from '../support/tokens.ts';
import { BUILT_PAGE, DEV_PAGE, siteRoot, startDevServer, startPreviewServer, urlOf } from '../support/vite-servers.ts';

let root: string;

beforeAll(async () => {
  root = await siteRoot();
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function subscribe(base: string, email: string): Promise<number> {
  const response = await fetch(`${base}/rest/v1/newsletter_subscriptions`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, opt_in_confirmed: true }),
  });
  return response.status;
}

async function subscribed(base: string, email: string): Promise<unknown> {
  const response = await fetch(`${base}/rest/v1/newsletter_subscriptions?select=email&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY },
  });
  return response.json();
}

describe('localBackend() Vite plugin', { timeout: BACKEND_START_TIMEOUT * 2 }, () => {
  it('serves the API on the dev server’s own origin and leaves the site’s paths to Vite', async () => {
    const server = await startDevServer(root, { memory: true });
    try {
      const base = urlOf(server);
      expect(await subscribe(base, uniqueEmail())).toBe(201);
      const page = await fetch(`${base}/`);
      expect(await page.text()).toContain(DEV_PAGE);
    } finally {
      await server.close();
    }
  });

  it('persists to its data folder across restarts', async () => {
    const dataDir = join(root, '.local-db');
    const email = uniqueEmail();
    const first = await startDevServer(root, { dataDir });
    expect(await subscribe(urlOf(first), email)).toBe(201);
    await first.close();
    const second = await startDevServer(root, { dataDir });
    try {
      expect(await subscribed(urlOf(second), email)).toEqual([{ email }]);
      expect(await subscribe(urlOf(second), email)).toBe(409);
    } finally {
      await second.close();
    }
  });

  it('opens its database on the first request to the API, not when the dev server starts or serves a page', async () => {
    const dataDir = join(root, '.lazy-db');
    const server = await startDevServer(root, { dataDir });
    try {
      expect(await (await fetch(`${urlOf(server)}/`)).text()).toContain(DEV_PAGE);
      expect(existsSync(dataDir)).toBe(false);
      expect(await subscribe(urlOf(server), uniqueEmail())).toBe(201);
      expect(existsSync(dataDir)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('keeps its data in memory when another live process holds the data folder', async () => {
    const dataDir = join(root, '.held-db');
    await mkdir(dataDir);
    await writeFile(join(dataDir, '.local-backend.lock'), String(process.ppid));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await startDevServer(root, { dataDir });
    try {
      expect(await subscribe(urlOf(server), uniqueEmail())).toBe(201);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('is in use by another process'));
    } finally {
      warn.mockRestore();
      await server.close();
    }
  });

  it('serves the API on the preview server too', async () => {
    const server = await startPreviewServer(root, { memory: true });
    try {
      expect(await subscribe(urlOf(server), uniqueEmail())).toBe(201);
      expect(await (await fetch(`${urlOf(server)}/`)).text()).toContain(BUILT_PAGE);
    } finally {
      await server.close();
    }
  });
});
