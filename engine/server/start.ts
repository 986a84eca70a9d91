import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { localBackendSettings } from '../../supabase/local/settings.ts';
import { startProductionServer } from './production-server.ts';

// `npm run preview` (and `npm start`, after the build): dist/ served as in production, with the local backend.
// `--port` is the first port tried (4173 by default, as `vite preview`), `--host` the address to listen on.
// A mistake (an option, no build yet) is said in one line, without a stack trace.

const projectDir = resolve(import.meta.dirname, '../..');

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

function options(): { host: string; port: number } {
  try {
    const { values } = parseArgs({ options: { port: { type: 'string', default: '4173' }, host: { type: 'string', default: 'localhost' } } });
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port takes a port number, not ${values.port}`, 2);
    return { host: values.host, port };
  } catch (error) {
    return fail((error as Error).message, 2);
  }
}

const { host, port } = options();
const served = await startProductionServer({ dist: resolve(projectDir, 'dist'), backend: localBackendSettings({}, projectDir), host, port }).catch(
  (error: unknown) => fail((error as Error).message, 1),
);
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(`Site and local backend: http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${served.port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void served.close().then(() => process.exit(0)));
}
