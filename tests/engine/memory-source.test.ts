import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memorySource } from '../../engine/validation/content-source.ts';
import { diskSource } from '../../engine/validation/disk-source.ts';
import { readContent } from '../../engine/validation/load-content.ts';
import { readContentFrom } from '../../engine/validation/read-content.ts';
import { contentWordsOf } from '../../editor/words.ts';
import site from '../../site.config.ts';

const root = resolve(import.meta.dirname, '../..');

/** The site's content files as the publish function holds them: bytes by path from the content root. */
const filesOf = (folder: string) =>
  readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
const files = new Map(['pages', 'data', 'images'].flatMap(filesOf).map((file) => [file, new Uint8Array(readFileSync(join(root, file)))]));

// The FAQ page moved to another route: every link to /faq, on other pages and in the navigation, now leads nowhere.
const faq = JSON.parse(readFileSync(join(root, 'pages/faq.json'), 'utf8')) as Record<string, unknown>;
const drafts = new Map([['pages/faq.json', { ...faq, path: '/questions' }]]);

describe('the content loader over files held in memory', () => {
  it('finds what it finds on disk: the same pages, and no problem in the real content', async () => {
    const fromMemory = readContentFrom(await memorySource(files), site);
    const fromDisk = readContent(root, site);
    expect(fromMemory.issues).toEqual([]);
    expect(fromMemory.pages.map(({ file }) => file)).toEqual(fromDisk.pages.map(({ file }) => file));
    expect(fromMemory.pages).toEqual(fromDisk.pages);
  });

  it('reads the image sources as the disk does: pixels and the SHA-256 of their bytes', async () => {
    const images = (await memorySource(files)).images();
    expect(images.size).toBeGreaterThan(0);
    expect(images).toEqual(diskSource(root).images());
  });

  it('reports the same problems as the disk loader for the same drafts, a broken link named in the page that has it', async () => {
    const words = contentWordsOf(site);
    const fromMemory = readContentFrom(await memorySource(files), site, drafts, words).issues;
    expect(fromMemory).toEqual(readContent(root, site, drafts, words).issues);
    expect(fromMemory.filter(({ file }) => file !== 'pages/faq.json')).toContainEqual(
      expect.objectContaining({ file: 'pages/ressources.json', finding: { rule: 'unknownRoute', route: '/faq' } }),
    );
  });

  it('lists a folder as the disk does, deep or not', async () => {
    const source = await memorySource(files);
    expect(source.jsonFiles('pages', true)).toEqual(diskSource(root).jsonFiles('pages', true));
    expect(source.jsonFiles('data', false)).toEqual(diskSource(root).jsonFiles('data', false));
    expect(source.readText('pages/none.json')).toBeUndefined();
  });
});
