import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutServerOnlyPlugins } from '../../.storybook/vite-plugins.ts';
import { pagesPlugin } from '../../engine/build/vite-plugin-pages.ts';
import { servePagesPlugin } from '../../engine/build/vite-plugin-serve-pages.ts';
import { localBackend } from '../../supabase/local/vite-plugin.ts';
import site from '../../site.config.ts';

const names = (plugins: PluginOption[]) => plugins.map((plugin) => (plugin as Plugin).name);

describe("Storybook's Vite plugins", () => {
  it('drops the page server and the local backend, keeps the virtual modules and React', async () => {
    const project: PluginOption[] = [react(), pagesPlugin(site), servePagesPlugin(), localBackend({ memory: true })];
    const kept = names(await withoutServerOnlyPlugins(project));

    expect(kept).toContain(pagesPlugin(site).name);
    expect(kept).toEqual(expect.arrayContaining(names((react() as PluginOption[]).flat())));
    expect(kept).not.toContain(servePagesPlugin().name);
    expect(kept).not.toContain(localBackend().name);
  });

  it('flattens nested and promised plugins and skips empty entries', async () => {
    const plugin = (name: string): Plugin => ({ name });
    const kept = await withoutServerOnlyPlugins([plugin('a'), [plugin('b'), Promise.resolve([servePagesPlugin(), plugin('c')])], false, null]);
    expect(names(kept)).toEqual(['a', 'b', 'c']);
  });
});
