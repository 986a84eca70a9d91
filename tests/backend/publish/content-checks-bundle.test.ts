import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContent as fromSource } from '../../../scripts/content-checks.ts';
import { buildContentChecks } from '../../../scripts/build-functions.ts';
import type { SiteContent } from '../../../supabase/functions/_shared/publish/site-content.ts';

const root = resolve(import.meta.dirname, '../../..');
const files = new Map(
  ['pages', 'data', 'images'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name).slice(root.length + 1);
        return [file, new Uint8Array(readFileSync(join(root, file)))] as const;
      }),
  ),
);
const faq = JSON.parse(readFileSync(join(root, 'pages/faq.json'), 'utf8')) as Record<string, unknown>;

let dir: string;
let bundle: SiteContent;
let code: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'content-checks-'));
  const outFile = join(dir, 'content-checks.js');
  await buildContentChecks(outFile);
  code = readFileSync(outFile, 'utf8');
  bundle = ((await import(pathToFileURL(outFile).href)) as { siteContent: SiteContent }).siteContent;
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the site checks bundled for the publish function', () => {
  it('is one module with everything it needs and nothing of Node, React, Chakra or sharp', () => {
    expect(code).not.toMatch(/\bfrom\s*["'](?!\.)/);
    expect(code).not.toMatch(/node:|react-dom|@chakra-ui|sharp/);
    expect(code.length).toBeLessThan(600 * 1024);
    expect(code.startsWith('// @ts-self-types="./content-checks.d.ts"')).toBe(true);
  });

  it('finds no problem in the site as it is, and the source’s problems for a draft that breaks other pages', async () => {
    expect(await bundle.checkContent(files, new Map())).toEqual([]);
    const drafts = new Map([['pages/faq.json', { ...faq, path: '/questions' }]]);
    const issues = await bundle.checkContent(files, drafts);
    expect(issues).toEqual(await fromSource.checkContent(files, drafts));
    expect(issues).toContainEqual(expect.objectContaining({ file: 'data/navigation.json' }));
    expect(issues).toContainEqual(expect.objectContaining({ file: 'pages/ressources.json', route: '/ressources' }));
    expect(bundle.dataFiles).toEqual(expect.arrayContaining(['data/site.json', 'data/navigation.json', 'data/faq.json']));
  });
});
