import { join } from 'node:path';
import { writeHostingRules } from '../../../engine/server/hosting-rules-file.ts';
import { hostingRules } from '../../../engine/server/hosting-rules.ts';
import { startProductionServer } from '../../../engine/server/production-server.ts';
import { localBackendSettings } from '../../../supabase/local/settings.ts';

/**
 * `npm start`'s server (engine/server/) on the dist/ of a site folder of vite-servers.ts, on a free loopback port,
 * with the local backend in memory (or on DATABASE_URL). The folder gets the hosting rules a build would leave.
 */
export async function startProductionSite(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const dist = join(root, 'dist');
  writeHostingRules(dist, hostingRules({ routes: ['/'], inlineScripts: [], embeds: [] }));
  const server = await startProductionServer({ dist, backend: localBackendSettings({ memory: true }, root), host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${server.port}`, close: server.close };
}
