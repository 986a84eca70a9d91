import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite, serveBuild } from '../../engine/prerender/serve-build.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import { launchBrowser, viewports } from '../../engine/prerender/chromium.ts';
import { measureInitialJavaScript } from '../../tests/e2e/initial-js.ts';
import { audit, type Audit } from './audit.ts';
import { writeResultsSection } from '../results.ts';
import { median } from './stats.ts';
import { pageWeight } from './page-weight.ts';
import { writeScriptlessSite } from './strip-scripts.ts';
import { startThirdPartyStub, stubFlags, stubbedHosts } from './third-party-stub.ts';
import siteDefinition from '../../site.config.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const scriptless = join(root, 'bench/.lighthouse/scriptless');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_ROUTES?.split(',');

// Lighthouse sometimes records no navigation start in its trace (NO_NAVSTART): 4 of 50 runs once, twice in a row on
// one route another time. Such a run has no metrics; it is printed and made again, never averaged in.
const attempts = 4;

/** One run, made again (up to `attempts` in all) while Lighthouse could not complete it. */
async function auditRetried(url: string, flags: readonly string[]): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, flags);
    } catch (error) {
      if (attempt === attempts) throw error;
      console.warn(`${String(error)}: measured again`);
    }
  }
}

/** The median of each measure over `runs` runs. */
async function medianAudit(url: string, flags: readonly string[]): Promise<Audit> {
  const results: Audit[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await auditRetried(url, flags));
  const keys = Object.keys(results[0]!) as (keyof Audit)[];
  return Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))])) as unknown as Audit;
}

const initialJsKb = async (browser: Browser, baseUrl: string, path: string) =>
  (await measureInitialJavaScript(browser, baseUrl, path, viewports.mobile, dist)).gzipBytes / 1024;

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') await buildSite();
  const paths = loadContent(root, siteDefinition)
    .pages.map(({ page }) => page.path)
    .filter((path) => !only || only.includes(path));
  await writeScriptlessSite(dist, scriptless, paths);
  process.env.LOCAL_DB = 'memory';
  const site = await serveBuild();
  const bound = await serveBuild(scriptless);
  const stub = await startThirdPartyStub(join(root, 'bench/.lighthouse'));
  const flags = stubFlags(stub.port);
  const browser = await launchBrowser();
  const rows: string[] = [];
  const speeds: number[] = [];
  try {
    for (const path of paths) {
      const ours = await medianAudit(`${site.url}${path}`, flags);
      const lower = await medianAudit(`${bound.url}${path}`, flags);
      speeds.push(ours.benchmarkIndex, lower.benchmarkIndex);
      const initialJs = await initialJsKb(browser, site.url, path);
      const weight = pageWeight(dist, path);
      const row = `| ${path} | ${ours.performance} | ${ours.accessibility} | ${ours.bestPractices} | ${ours.seo} | ${ms(ours.fcp)} | ${ms(ours.lcp)} | ${ms(lower.lcp)} | ${(ours.lcp / lower.lcp).toFixed(2)} | ${ms(ours.tbt)} | ${ms(lower.tbt)} | ${ms(ours.tbt - lower.tbt)} | ${ours.cls.toFixed(3)} | ${ours.imageSavingsKb.toFixed(1)} | ${initialJs.toFixed(1)} | ${kb(weight.htmlBrotliBytes)} | ${kb(weight.cssBytes)} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    await browser.close();
    await stub.close();
    await site.close();
    await bound.close();
  }
  writeResultsSection('lighthouse', report(rows, Math.round(median(speeds))));
  console.log('wrote bench/RESULTS.md');
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function report(rows: string[], benchmarkIndex: number): string {
  return `## Lighthouse

\`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, on a machine of Lighthouse \`benchmarkIndex\` ${benchmarkIndex} (its CPU speed, median of the runs; the
figures scale with it): production build served by \`npm start\`'s server on localhost (brotli, the site's headers), Lighthouse ${'12.8'} with its defaults
(mobile emulation, simulated throttling), Debian's Chromium, ${runs === 1 ? 'one run per route' : `${runs} runs per route, medians`}. "Bound" is the same prerendered
page with nothing to run (no script of any kind, speculation rules included, no module preload), measured in the same run: "LCP ratio" is our LCP
divided by the bound's, "TBT added" what the page's scripts add to the bound's. Initial JS is the gzip size of every script Chromium
downloads when it opens the route at 390 × 844 and is left untouched until the network is idle after hydration. Image savings is what
Lighthouse's image audits (properly sized, modern formats, efficiently encoded) say better images would save: 0 when they pass. HTML is the
page's brotli file as served; CSS is every stylesheet the page applies (its \`<style>\` elements and linked files), uncompressed. This machine has
no internet: ${stubbedHosts.join(', ')} (the contact form's embed) is answered by a local HTTPS stand-in (\`bench/lighthouse/third-party-stub.ts\`).

| route | perf | a11y | best practices | SEO | FCP | LCP | bound LCP | LCP ratio | TBT | bound TBT | TBT added | CLS | image savings (KB) | initial JS (KB gz) | HTML (KB br) | CSS (KB) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
