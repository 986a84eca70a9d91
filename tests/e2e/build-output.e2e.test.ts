import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeHtmlFile } from '../../engine/build/route-files.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import { loaderModules } from '../../engine/build/assets.ts';

const dist = resolve(import.meta.dirname, '../../dist');
const routes = loadContent(process.cwd()).pages.map(({ page }) => page.path);
const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const readAsset = (file: string) => readFileSync(join(dist, file), 'utf8');

// Markers that survive minification: zod 4's internal `_zod` property, supabase-js's client name.
const zodMarker = '._zod';
const supabaseMarker = 'supabase-js';

describe('the production build', () => {
  it('ships no page schema: zod is in no chunk', () => {
    for (const file of scripts) expect(readAsset(`assets/${file}`).includes(zodMarker), file).toBe(false);
  });

  it.each(routes)('%s loads no backend client up front', (path) => {
    const html = readFileSync(join(dist, routeHtmlFile(path)), 'utf8');
    const initial = loaderModules(html);
    expect(initial.length).toBeGreaterThan(0);
    for (const file of initial) expect(readAsset(file.slice(1)).includes(supabaseMarker), `${path}: ${file}`).toBe(false);
  });
});
