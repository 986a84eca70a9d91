import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Storybook's own Vite config, not vite.config.ts: the site's modules without the dev server's parts.
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } } },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // addon-vitest: the testing widget runs the `storybook` project of vitest.config.ts from the sidebar.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // Props tables come from the components' TypeScript types, which are zod-inferred (`z.output<typeof schema>`):
  // only the TypeScript checker resolves them; react-docgen would list no prop.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Builds run in CI and on machines without outside network: nothing to report to.
  core: { disableTelemetry: true },
};

export default config;
