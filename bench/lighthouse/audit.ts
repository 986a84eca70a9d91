import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../engine/prerender/chromium.ts';

export interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** What Lighthouse's image audits say a better image would save (KB; 0 when "properly size images", "modern formats" and "efficiently encode" pass). */
  imageSavingsKb: number;
  /** Lighthouse's measure of this machine's CPU speed (higher is faster), taken at the start of the run. */
  benchmarkIndex: number;
}

const imageAudits = ['uses-responsive-images', 'modern-image-formats', 'uses-optimized-images'];

// The tests' Chromium and flags; chrome-launcher starts it itself, so it is told to run headless.
const chromeFlags = ['--headless=new', ...chromiumArgs];

/** One Lighthouse run with its defaults: mobile emulation, simulated throttling. */
export async function audit(url: string, extraFlags: readonly string[] = []): Promise<Audit> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromeFlags, ...extraFlags] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A run Lighthouse could not complete has no metrics: its scores would read as 0, not as a failure.
    const failure = result.lhr.runtimeError;
    if (failure) throw new Error(`Lighthouse could not measure ${url}: ${failure.code} (${failure.message})`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      imageSavingsKb:
        imageAudits.reduce((total, id) => total + ((audits[id]?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0), 0) / 1024,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}
