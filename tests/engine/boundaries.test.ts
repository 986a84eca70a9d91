import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engine is reusable only if it receives the site (its site.config.ts, through the Vite plugins and the
// build's entry) and imports nothing of it (ARCHITECTURE.md, "Folders and what each may import"): a simple scan
// of every import in engine/.

const root = resolve(import.meta.dirname, '../..');

/** The site's folders: its blocks and its content. */
const siteFolders = ['blocks/', 'data/', 'pages/'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative module a file imports, statically or dynamically, as a path from the root. */
function importsOf(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => relative(root, resolve(root, dirname(file), specifier)));
}

const engineImports = sourceFiles('engine').flatMap((file) => importsOf(file).map((target) => ({ file, target })));

describe('the engine boundary', () => {
  it('finds the imports it scans (the scan itself works)', () => {
    expect(engineImports.some(({ target }) => target === 'engine/site/site-in-use.ts')).toBe(true);
    expect(engineImports.length).toBeGreaterThan(100);
  });

  it('imports nothing from tests/', () => {
    expect(engineImports.filter(({ target }) => target.startsWith('tests/'))).toEqual([]);
  });

  it('imports nothing from blocks/, data/ or pages/, nor the site definition', () => {
    const ofTheSite = engineImports.filter(({ target }) => siteFolders.some((folder) => target.startsWith(folder)) || target === 'site.config.ts');
    expect(ofTheSite).toEqual([]);
  });
});
