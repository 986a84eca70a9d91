import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchBrowser, openWatchedPage } from './chromium.ts';
import { loadSiteDefinition } from '../site/load-definition.ts';
import { loadContent } from '../validation/load-content.ts';
import { buildSite, serveBuild } from './serve-build.ts';

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'screenshots');
const widths = [390, 1440];

/** Full-page PNGs of every route at phone and desktop widths, for designers: screenshots/<width>/<route>.png */
async function main() {
  if (process.env.SCREENSHOTS_SKIP_BUILD !== '1') await buildSite();
  process.env.LOCAL_DB = 'memory';
  const served = await serveBuild();
  const browser = await launchBrowser();
  try {
    for (const width of widths) {
      mkdirSync(join(outDir, String(width)), { recursive: true });
      for (const { page: content } of loadContent(root, await loadSiteDefinition(root)).pages) {
        const { page } = await openWatchedPage(browser, { viewport: { width, height: 900 } });
        await page.goto(`${served.url}${content.path}`, { waitUntil: 'networkidle' });
        const file = join(outDir, String(width), `${content.path === '/' ? 'index' : content.path.slice(1)}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await page.context().close();
        console.log(`screenshots/${width}/${file.split('/').pop()}`);
      }
    }
  } finally {
    await browser.close();
    await served.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
