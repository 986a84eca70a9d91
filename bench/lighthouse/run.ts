import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { routeHtmlFile } from '../../engine/build/route-files.ts';
import { buildSite, serveBuild } from '../../engine/build/serve-build.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import { gzipSize, initialScripts, readAsset } from '../../tests/e2e/initial-js.ts';
import { audit, type Audit } from './audit.ts';
import { median } from './stats.ts';
import { writeScriptlessSite } from './strip-scripts.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const scriptless = join(root, 'bench/.lighthouse/scriptless');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_ROUTES?.split(',');

async function medianAudit(url: string): Promise<Audit> {
  const results: Audit[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await audit(url));
  const pick = (key: keyof Audit) => median(results.map((result) => result[key]));
  return { performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') };
}

const initialJsKb = (path: string) => {
  const html = readFileSync(join(dist, routeHtmlFile(path)), 'utf8');
  return initialScripts(html).reduce((total, file) => total + gzipSize(readAsset(dist, file)), 0) / 1024;
};

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') await buildSite();
  const paths = loadContent(root).pages.map(({ page }) => page.path).filter((path) => !only || only.includes(path));
  writeScriptlessSite(dist, scriptless, paths);
  process.env.LOCAL_DB = 'memory';
  const site = await serveBuild();
  const bound = await serveBuild(scriptless);
  const rows: string[] = [];
  try {
    for (const path of paths) {
      const ours = await medianAudit(`${site.url}${path}`);
      const lower = await medianAudit(`${bound.url}${path}`);
      const ratio = ours.lcp / lower.lcp;
      const row = `| ${path} | ${ours.performance} | ${ours.accessibility} | ${ours.bestPractices} | ${ours.seo} | ${ms(ours.fcp)} | ${ms(ours.lcp)} | ${ms(ours.tbt)} | ${ours.cls.toFixed(3)} | ${initialJsKb(path).toFixed(1)} | ${ms(lower.lcp)} | ${ratio.toFixed(2)} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    await site.close();
    await bound.close();
  }
  writeFileSync(join(root, 'bench/RESULTS.md'), report(rows));
  console.log('wrote bench/RESULTS.md');
}

const ms = (value: number) => `${Math.round(value)} ms`;

function report(rows: string[]): string {
  return `# Lighthouse benchmark

\`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: production build served by \`vite preview\` on localhost, Lighthouse ${'12.8'} with its defaults
(mobile emulation, simulated throttling), Debian's Chromium, ${runs} runs per route, medians. "Lower bound" is the same prerendered
page with its scripts and module preloads removed; "LCP ratio" is our LCP divided by it. Initial JS is the gzip size of the entry
script and every module it preloads.

| route | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | initial JS (KB gz) | lower-bound LCP | LCP ratio |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
