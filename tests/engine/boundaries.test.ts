import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engine is reusable only if it reaches this site through its definition files and nothing else
// (ARCHITECTURE.md, "Folders and what each may import"): a simple scan of every import in engine/.

const root = resolve(import.meta.dirname, '../..');

/** The site definition: the only files of blocks/ the engine may import. */
const siteDefinition = ['blocks/registry.ts', 'blocks/data-files.ts', 'blocks/shell.ts', 'blocks/shell-islands.ts', 'blocks/shell-schema.ts'];

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
    expect(engineImports.some(({ target }) => target === 'blocks/registry.ts')).toBe(true);
    expect(engineImports.length).toBeGreaterThan(100);
  });

  it('imports nothing from tests/', () => {
    expect(engineImports.filter(({ target }) => target.startsWith('tests/'))).toEqual([]);
  });

  it('imports from blocks/ only the site definition, never a block or a site feature directly', () => {
    const outside = engineImports.filter(({ target }) => target.startsWith('blocks/') && !siteDefinition.includes(target));
    expect(outside).toEqual([]);
  });
});
