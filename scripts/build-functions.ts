// `npm run build:functions`: bundles scripts/content-checks.ts (this site's schemas and checks, the engine's loader)
// into one module the publish function imports, in Deno as in Node. Generated, git-ignored: run by `npm run build`,
// `npm run check:functions` and before `supabase functions deploy publish`.
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
export const contentChecksModule = resolve(root, 'supabase/functions/_shared/publish/generated/content-checks.js');

// Deno reads the module's types from the declaration it names; Node's TypeScript finds it beside the module.
const declaration = `import type { SiteContent } from '../site-content.ts';\nexport declare const siteContent: SiteContent;\n`;

/** Writes the bundle to `outFile` (and its .d.ts beside it); fails if anything of Node, React or Chakra got in. */
export async function buildContentChecks(outFile = contentChecksModule): Promise<{ bytes: number }> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      lib: { entry: resolve(root, 'scripts/content-checks.ts'), formats: ['es'], fileName: () => basename(outFile) },
      outDir: dirname(outFile),
      emptyOutDir: false,
      minify: true,
      target: 'es2022',
      reportCompressedSize: false,
    },
  });
  const code = await readFile(outFile, 'utf8');
  const foreign = /\b(?:from|import)\s*\(?\s*["'](?!\.)[^"']+["']/.exec(code) ?? /@chakra-ui|react-dom|\bsharp\b/.exec(code);
  if (foreign) throw new Error(`${outFile} must hold everything it needs and nothing of Node, React, Chakra or sharp: found ${foreign[0]}`);
  await writeFile(outFile, `// @ts-self-types="./${basename(outFile, '.js')}.d.ts"\n${code}`);
  await writeFile(outFile.replace(/\.js$/, '.d.ts'), declaration);
  return { bytes: Buffer.byteLength(code) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { bytes } = await buildContentChecks();
  console.log(`${contentChecksModule.slice(root.length + 1)}: ${Math.round(bytes / 1024)} KB`);
}
