import { resolve } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';
import { siteIcon } from '../app/site-icon.ts';
import { escapeMarkupText } from '../seo/escape-markup.ts';
import type { SiteDefinition } from '../site/definition.ts';

/** The hosted editor's one document, at its address: every address under it is served this file (hosting-rules.ts). */
export const hostedEditorDocument = (path: string) => `${path.slice(1)}index.html`;

/** Its document: the editor's title and "loading" in the site's words until its script renders, never indexed. */
function documentHtml(site: SiteDefinition, module: string): string {
  const ui = site.locale.editor?.ui;
  const loading = ui ? `<p style="padding:24px;font-family:system-ui,sans-serif">${escapeMarkupText(ui.loading)}</p>` : '';
  return `<!DOCTYPE html><html lang="${site.locale.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="${siteIcon.href}" type="${siteIcon.type}"><title>${escapeMarkupText(ui?.appTitle ?? '')}</title></head><body><div id="editor-root">${loading}</div><script type="module" src="/${module}"></script></body></html>`;
}

/** The document, as if it were a file of Vite's root: Vite's HTML handling bundles its script and writes it at that path. */
function documentPlugin(file: string, html: string): Plugin {
  return {
    name: 'hosted-editor-document',
    resolveId: (id) => (id === file ? file : undefined),
    load: (id) => (id === file ? html : undefined),
  };
}

/**
 * Build step: the site's editor for the deployed site (its definition's `editor.hosted`), a browser app of its own
 * beside the pages: its document at dist/<path>index.html, its code in dist/assets/<name>/, which no page's HTML
 * names. `siteConfig` is the site's Vite configuration made for a bundle other than the pages' (the site's virtual
 * modules, its styles and fonts; no map of the pages' chunks); its inputs and chunk groups are the pages', not reused. Returns the editor's address, for the hosting rules.
 */
export async function buildHostedEditor(site: SiteDefinition, engineRoot: string, dist: string, siteConfig: InlineConfig): Promise<string | undefined> {
  const hosted = site.editor?.hosted;
  if (!hosted) return undefined;
  const document = resolve(engineRoot, hostedEditorDocument(hosted.path));
  const name = hosted.path.replaceAll('/', '');
  await build({
    ...siteConfig,
    plugins: [...(siteConfig.plugins ?? []), documentPlugin(document, documentHtml(site, hosted.module))],
    publicDir: false,
    build: {
      outDir: dist,
      emptyOutDir: false,
      assetsDir: `assets/${name}`,
      // One app for one person, loaded once per visit: React, Chakra and zod with the site's schemas in one chunk
      // (about 210 kB compressed) is what it needs before the first form shows.
      chunkSizeWarningLimit: 1024,
      rollupOptions: { input: document },
    },
  });
  return hosted.path;
}
