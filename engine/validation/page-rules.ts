import { faqItemsOf } from '../seo/faq-items.ts';
import type { ContentIssue } from './issue.ts';
import type { PageEntry } from './load-content.ts';

/**
 * Rules across pages (unique routes, breadcrumb parents, FAQPage structured data), without the file
 * system: the build and the editor (in the browser and on its write endpoint) run the same checks.
 */
export function pageRuleIssues(entries: PageEntry[], invalidPaths: ReadonlySet<string>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const byRoute = new Map(entries.map((entry) => [entry.page.path, entry]));
  for (const { file, page } of entries) {
    const duplicate = entries.find((other) => other.page.path === page.path && other.file !== file);
    if (duplicate) issues.push({ file, path: ['path'], message: `Route "${page.path}" is also served by ${duplicate.file}` });

    const parent = page.breadcrumb?.parent;
    if (parent !== undefined && !invalidPaths.has(parent)) {
      const parentEntry = byRoute.get(parent);
      if (!parentEntry) issues.push({ file, path: ['breadcrumb', 'parent'], message: `No page in pages/ has the path "${parent}"` });
      else if (!parentEntry.page.breadcrumb) {
        issues.push({ file, path: ['breadcrumb', 'parent'], message: `${parentEntry.file} has no breadcrumb label to show here` });
      }
    }

    const hasFaq = faqItemsOf(page.blocks).length > 0;
    const wantsFaq = page.seo.structuredData.includes('FAQPage');
    if (wantsFaq && !hasFaq) issues.push({ file, path: ['seo', 'structuredData'], message: 'FAQPage needs a block with questions and answers on this page' });
    if (hasFaq && !wantsFaq) issues.push({ file, path: ['seo', 'structuredData'], message: 'This page shows a FAQ: add "FAQPage" so search engines see it' });
  }
  return issues;
}
