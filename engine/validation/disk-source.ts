import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentSource } from './content-source.ts';
import { readImages } from './read-images.ts';

/** The JSON files of `folder`, as paths from it, sorted: those of its subfolders too when `deep` ("ressources/guide-okr.json"). */
export const jsonFilesIn = (folder: string, deep: boolean): string[] =>
  readdirSync(folder, { recursive: deep, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort();

/** The content of the site whose content root is `root`, read from disk as it is at each call. */
export const diskSource = (root: string): ContentSource => ({
  jsonFiles: (folder, deep) => jsonFilesIn(join(root, folder), deep).map((name) => `${folder}/${name}`),
  readText: (file) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined),
  images: () => readImages(root),
});
