import type { PluginOption } from 'vite';

/**
 * Plugins of vite.config.ts that serve the site itself: the page renderer (engine/build/vite-plugin-serve-pages.ts)
 * would answer Storybook's own requests with site pages, and the local Supabase backend
 * (supabase/local/vite-plugin.ts) would open a database nobody uses. `site-pages` stays: SiteAnchor needs its
 * virtual modules.
 */
export const serverOnlyPluginNames: ReadonlySet<string> = new Set(['serve-pages', 'local-supabase-backend', 'page-editor']);

/** The project's plugins without the server-only ones; nested arrays and promised plugins are flattened first. */
export async function withoutServerOnlyPlugins(plugins: readonly PluginOption[] = []): Promise<PluginOption[]> {
  const kept: PluginOption[] = [];
  for (const option of await Promise.all(plugins)) {
    if (Array.isArray(option)) kept.push(...(await withoutServerOnlyPlugins(option)));
    else if (option && !serverOnlyPluginNames.has(option.name)) kept.push(option);
  }
  return kept;
}
