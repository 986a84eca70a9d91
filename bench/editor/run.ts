import type { Page } from 'playwright-core';
import { launchBrowser } from '../../engine/prerender/chromium.ts';
import { openBenchPage } from '../watched-page.ts';
import { devServerOnCopy } from '../../tests/e2e/dev-server.ts';
import { median } from '../lighthouse/stats.ts';
import { writeResultsSection } from '../results.ts';

const edits = Number(process.env.BENCH_RUNS ?? 10);
const page = '/_editor/nos-valeurs';
const firstTitle = 'Cinq valeurs pour une relation de confiance';

/** From the `input` event of the hero's title field to the preview's heading showing `text`, measured in the page. */
function timeEdit(editor: Page, text: string): Promise<number> {
  return editor.evaluate(
    (expected) =>
      new Promise<number>((done) => {
        const field = [...document.querySelectorAll('input')].find((input) => input.closest('[role="group"]')?.textContent?.startsWith('Titre'))!;
        const heading = document.querySelector('iframe')!.contentDocument!.querySelector('h1')!;
        let start = 0;
        field.addEventListener('input', () => (start = performance.now()), { once: true });
        new MutationObserver((_, observer) => {
          if (heading.textContent !== expected) return;
          observer.disconnect();
          done(performance.now() - start);
        }).observe(heading, { childList: true, subtree: true, characterData: true });
      }),
    text,
  );
}

async function main() {
  const dev = await devServerOnCopy('bench-editor-');
  const browser = await launchBrowser();
  const delays: number[] = [];
  try {
    const { page: editor, problems } = await openBenchPage(browser, { viewport: { width: 1600, height: 1000 } });
    await editor.goto(`${dev.baseUrl}${page}`);
    const title = editor.getByRole('region', { name: /^Bloc/ }).getByRole('textbox', { name: 'Titre', exact: true });
    // The dev server compiles the editor and the page on their first request.
    await editor.frameLocator('iframe[title="Aperçu"]').locator('h1', { hasText: firstTitle }).waitFor({ timeout: 120_000 });
    for (let edit = 0; edit < edits; edit += 1) {
      const text = `Nos valeurs, version ${edit + 1}`;
      const delay = timeEdit(editor, text);
      await title.fill(text);
      delays.push(await delay);
    }
    if (problems.length > 0) throw new Error(problems.join('; '));
  } finally {
    await browser.close();
    await dev.close();
  }
  const row = `| hero title of ${page} | ${edits} | ${Math.round(median(delays))} ms | ${Math.round(Math.max(...delays))} ms |`;
  console.log(row);
  writeResultsSection(
    'editor',
    `## Visual editor: keystroke to preview

\`npm run bench:editor\` on ${new Date().toISOString().slice(0, 10)}: the editor on the dev server (React's development build) over a copy of
the content, Debian's Chromium through playwright-core, 1× CPU. Each edit fills the hero's title field; the time runs from the
field's \`input\` event to the preview's heading showing the new text (target ≤ 200 ms).

| edit | edits | median | worst |
| --- | --- | --- | --- |
${row}`,
  );
  console.log('wrote bench/RESULTS.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
