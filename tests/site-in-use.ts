// The suites parse this site's content, as the build does (engine/site/site-in-use.ts): the unit suites, and the
// real-Chromium suites that read a page's block to know what the visitor should see.
import { resolve } from 'node:path';
import { readDataFiles } from '../engine/validation/data-files.ts';
import { setSiteInUse } from '../engine/site/site-in-use.ts';
import site from '../site.config.ts';

setSiteInUse(site, readDataFiles(resolve(import.meta.dirname, '..'), site));
