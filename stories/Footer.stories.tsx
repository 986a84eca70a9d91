import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigation, site } from 'virtual:site';
import { Footer } from '../engine/shell/Footer.tsx';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  // The site's own settings and footer (data/site.json, data/navigation.json, as the pages plugin serves them).
  args: { site, footer: navigation.footer, homeLabel: navigation.header.homeLabel },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Contact and newsletter side by side, four link columns, the legal line. */
export const Default: Story = {};

/** Everything stacks; the link columns go two by two. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
