import { buildSite, serveBuild } from '../../engine/build/serve-build.ts';
import { launchBrowser } from '../../engine/build/chromium.ts';
import { openBenchPage } from '../watched-page.ts';
import { firstInteractions, type FirstInteraction } from '../../tests/e2e/first-interactions.ts';
import { median } from '../lighthouse/stats.ts';
import { writeResultsSection } from '../results.ts';
import { timeInteraction } from './time-interaction.ts';
import type { Browser } from 'playwright-core';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const cpuRates = [1, 4];
const afterLoadMs = 500;
const only = process.env.BENCH_PARTS?.toLowerCase();

/** One visit: the page opened at `rate` CPU slowdown, the action made `afterLoadMs` after its load event, timed. */
async function visit(browser: Browser, baseUrl: string, interaction: FirstInteraction, rate: number): Promise<number> {
  const { page, problems } = await openBenchPage(browser, { viewport: interaction.viewport });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${baseUrl}${interaction.path}`, { waitUntil: 'load' });
    await interaction.prepare?.(page);
    await page.evaluate(
      (delay) =>
        new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd + delay - performance.now())),
        ),
      afterLoadMs,
    );
    const time = await timeInteraction(page, interaction);
    if (problems.length > 0) throw new Error(`${interaction.part}: ${problems.join('; ')}`);
    return time;
  } finally {
    await page.context().close();
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') await buildSite();
  process.env.LOCAL_DB = 'memory';
  const site = await serveBuild();
  const browser = await launchBrowser();
  const rows: string[] = [];
  let worst4x = 0;
  try {
    for (const interaction of firstInteractions.filter(({ part }) => !only || part.toLowerCase().includes(only))) {
      const cells: string[] = [];
      for (const rate of cpuRates) {
        const times: number[] = [];
        for (let run = 0; run < runs; run += 1) times.push(await visit(browser, site.url, interaction, rate));
        const worst = Math.max(...times);
        if (rate === 4) worst4x = Math.max(worst4x, worst);
        cells.push(`${Math.round(median(times))} ms`, `${Math.round(worst)} ms`);
      }
      const row = `| ${interaction.part} | ${interaction.path} | ${interaction.viewport.width} | ${cells.join(' | ')} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    await browser.close();
    await site.close();
  }
  writeResultsSection('interaction', report(rows, worst4x));
  console.log('wrote bench/RESULTS.md');
}

function report(rows: string[], worst4x: number): string {
  return `## First interaction

\`npm run bench:interaction\` on ${new Date().toISOString().slice(0, 10)}: production build served by \`npm start\`'s server on localhost, Debian's Chromium
through playwright-core. Each part is opened in a new tab at 1× and at 4× CPU slowdown (\`Emulation.setCPUThrottlingRate\`);
${afterLoadMs} ms after the page's \`load\` event the visitor acts (tests/e2e/first-interactions.ts), and the time runs from their
first input event to the frame that shows the answer (or the end of the event's frame, as INP counts it, if later).
${runs} runs per part and speed: median and worst. Worst at 4×: **${Math.round(worst4x)} ms** (target ≤ 100 ms).

| part | page | width | 1× median | 1× worst | 4× median | 4× worst |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
