import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ContentError } from '../../engine/validation/issue.ts';
import type { SiteDefinition } from '../../engine/site/definition.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import type { ContentDrafts } from '../../engine/validation/read-json.ts';
import siteDefinition from '../../site.config.ts';

const projectRoot = resolve(import.meta.dirname, '../..');

/** A throwaway copy of the site's content (data/, pages/ and images/) that a test may break. */
export function contentFixture() {
  const root = mkdtempSync(join(tmpdir(), 'site-content-'));
  cpSync(join(projectRoot, 'data'), join(root, 'data'), { recursive: true });
  cpSync(join(projectRoot, 'pages'), join(root, 'pages'), { recursive: true });
  cpSync(join(projectRoot, 'images'), join(root, 'images'), { recursive: true });
  return {
    root,
    pageFiles: () => readdirSync(join(root, 'pages')),
    /** Writes pages/<name>, in its folders ("ressources/guide-okr.json"). */
    writePage: (name: string, contents: unknown) => {
      mkdirSync(dirname(join(root, 'pages', name)), { recursive: true });
      writeFileSync(join(root, 'pages', name), typeof contents === 'string' ? contents : JSON.stringify(contents, null, 2));
    },
    /** A file of the copy, by its path from the content root ("data/faq.json"). */
    read: (file: string) => readFileSync(join(root, file), 'utf8'),
    write: (file: string, contents: string) => writeFileSync(join(root, file), contents),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

export const heroPage = (path: string, extra: Record<string, unknown> = {}) => ({
  path,
  seo: { title: 'Exemple de page', description: 'Une page ajoutée en JSON seulement.' },
  breadcrumb: { label: 'Exemple' },
  blocks: [
    {
      type: 'hero',
      title: 'Une nouvelle page',
      subtitle: 'Ajoutée sans écrire de code.',
      primaryCta: { label: 'Réserver un appel', href: 'booking' },
      ...extra,
    },
  ],
});

/**
 * The content problems loading `root` (as the site `site`, `drafts` in place of their files) reports, one line each
 * (file › JSON path: message); none when it loads.
 */
export function problemsOf(root: string, site: SiteDefinition = siteDefinition, drafts?: ContentDrafts): string[] {
  try {
    loadContent(root, site, drafts);
  } catch (error) {
    if (error instanceof ContentError)
      return error.message
        .split('\n')
        .slice(1)
        .map((line) => line.trim());
    throw error;
  }
  return [];
}
