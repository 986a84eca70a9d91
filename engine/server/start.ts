import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { localBackendSettings } from '../../supabase/local/settings.ts';
import { startProductionServer } from './production-server.ts';

// `npm run preview` (and `npm start`, after the build): dist/ served as in production, with the local backend.
// `--port` is the first port tried (4173 by default, as `vite preview`), `--host` the address to listen on.

const projectDir = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '4173' }, host: { type: 'string', default: 'localhost' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port takes a port number, not ${values.port}`);

const served = await startProductionServer({ dist: resolve(projectDir, 'dist'), backend: localBackendSettings({}, projectDir), host: values.host, port });
const shownHost = values.host === '0.0.0.0' || values.host === '::' ? 'localhost' : values.host;
console.log(`Site and local backend: http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${served.port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void served.close().then(() => process.exit(0)));
}
