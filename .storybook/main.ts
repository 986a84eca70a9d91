import type { StorybookConfig } from '@storybook/react-vite';
import { withoutServerOnlyPlugins } from './vite-plugins.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // addon-vitest: the testing widget runs the `storybook` project of vitest.config.ts from the sidebar.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // Props tables come from the components' TypeScript types, which are zod-inferred (`z.output<typeof schema>`):
  // only the TypeScript checker resolves them; react-docgen would list no prop.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Builds run in CI and on machines without outside network: nothing to report to.
  core: { disableTelemetry: true },
  // Storybook merges vite.config.ts (minus its `build`) into its own config. Its `appType: 'custom'` stays:
  // Storybook runs Vite in middleware mode with that same app type and serves iframe.html itself.
  async viteFinal(viteConfig) {
    return { ...viteConfig, plugins: await withoutServerOnlyPlugins(viteConfig.plugins) };
  },
};

export default config;
