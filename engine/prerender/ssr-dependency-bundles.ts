import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, version as viteVersion, type DevEnvironment } from 'vite';

/**
 * The packages the dev server's page renderer imports that Node loads slowest: Chakra UI is some 1,500 ES modules
 * (with Ark UI and Zag), which Node resolves, reads and links one by one, and lucide-react a single CommonJS file that
 * Node's ESM loader scans for its exports, at the first page of every dev server (bench/RESULTS.md, "Dev server").
 * Bundled as ES modules, they load several times faster. The name of each bundle, and what it bundles.
 */
const bundled = { 'chakra-ui-react': '@chakra-ui/react', 'chakra-ui-react-theme': '@chakra-ui/react/theme', 'lucide-react': 'lucide-react' } as const;

/** Where node_modules and the lockfile are (a dev server's project may be a copy linking to this code). */
const engineRoot = resolve(realpathSync(import.meta.dirname), '../..');

/** What the bundles leave to Node: one React and one emotion for the whole render (its cache and its context). */
const leftToNode = (id: string) => /^(react|react-dom)(\/|$)|^@emotion\//.test(id);

/** The bundles' folder: one per installed set of packages (the lockfile) and Vite version. */
function bundlesFolder(): string {
  const key = createHash('sha256')
    .update(readFileSync(join(engineRoot, 'package-lock.json')))
    .update(viteVersion)
    .update(JSON.stringify(bundled))
    .digest('hex')
    .slice(0, 16);
  return join(engineRoot, 'node_modules/.cache/ssr-dependencies', key);
}

async function writeBundles(folder: string): Promise<void> {
  // Written whole under their name: several dev servers (tests) may start at once.
  const partial = `${folder}.${process.pid}.partial`;
  await build({
    configFile: false,
    root: engineRoot,
    logLevel: 'silent',
    publicDir: false,
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir: partial,
      emptyOutDir: true,
      minify: false,
      reportCompressedSize: false,
      rollupOptions: { input: bundled, external: leftToNode, output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
    },
  });
  try {
    renameSync(partial, folder);
  } catch (error) {
    // Another server made them meanwhile.
    if (!existsSync(folder)) throw error;
    rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * Dev only: for each package the bundles stand for, the file URL the module runner of `environment` (the dev server's
 * SSR environment) would import → its bundle's. Made once per lockfile, in node_modules/.cache/ssr-dependencies/. The
 * production build bundles its server code whole (prerender-site.ts) and never reads these.
 */
export async function ssrDependencyBundles(environment: DevEnvironment): Promise<ReadonlyMap<string, string>> {
  const folder = bundlesFolder();
  const made = existsSync(folder) ? undefined : writeBundles(folder);
  const importer = join(engineRoot, 'engine/app/entry-server.tsx');
  const entries = await Promise.all(
    Object.entries(bundled).map(async ([name, specifier]) => {
      const fetched = await environment.fetchModule(specifier, importer);
      if (!('externalize' in fetched)) throw new Error(`${specifier} is not left to Node by the server's environment`);
      return [fetched.externalize, pathToFileURL(join(folder, `${name}.mjs`)).href] as const;
    }),
  );
  await made;
  return new Map(entries);
}
