// The suites parse this site's content as its build does: with its schemas built for it (engine/site/schema-context.ts),
// its data files as the repository holds them, in the build's English.
import { resolve } from 'node:path';
import { englishContentWords } from '../engine/site/english-content-words.ts';
import { schemaContextOf } from '../engine/site/schema-context.ts';
import { readDataFiles } from '../engine/validation/data-files.ts';
import { diskSource } from '../engine/validation/disk-source.ts';
import site from '../site.config.ts';

/** This site's data files, as read from the repository. */
export const dataFiles = readDataFiles(diskSource(resolve(import.meta.dirname, '..')), site);

/** What this site's schemas are built from, as its build builds them. */
export const siteContext = schemaContextOf(site, dataFiles, englishContentWords);
