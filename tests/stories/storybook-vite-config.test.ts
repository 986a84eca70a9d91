import type { Plugin, PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import storybookViteConfig from '../../.storybook/vite.config.ts';
import devServerConfig from '../../vite.config.ts';

/** The names of a config's plugins, nested arrays flattened. */
async function pluginNames(plugins: readonly PluginOption[] = []): Promise<string[]> {
  const names: string[] = [];
  for (const option of await Promise.all(plugins)) {
    if (Array.isArray(option)) names.push(...(await pluginNames(option)));
    else if (option) names.push((option as Plugin).name);
  }
  return names;
}

// The dev server's parts would answer Storybook's own requests with site pages and open a database nobody uses.
const devServerParts = ['serve-images', 'serve-pages', 'local-supabase-backend', 'page-editor'];

describe("Storybook's Vite config", () => {
  it('has the site’s virtual modules and React, and none of the dev server’s parts', async () => {
    const names = await pluginNames(storybookViteConfig.plugins);
    expect(names).toEqual(expect.arrayContaining(['site-pages', 'vite:react-babel']));
    expect(names.filter((name) => devServerParts.includes(name))).toEqual([]);
  });

  it('is the dev server’s config without those parts', async () => {
    const devServer = await pluginNames(devServerConfig.plugins);
    expect(devServer).toEqual(expect.arrayContaining(devServerParts));
    expect(devServer.filter((name) => !devServerParts.includes(name))).toEqual(await pluginNames(storybookViteConfig.plugins));
  });
});
