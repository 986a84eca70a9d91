import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigation } from 'virtual:site';
import { BreadcrumbBar } from '../engine/shell/BreadcrumbBar.tsx';

const home = { label: navigation.breadcrumb.homeLabel, path: '/' };

const meta = {
  title: 'Shell/BreadcrumbBar',
  component: BreadcrumbBar,
  args: {
    label: navigation.breadcrumb.ariaLabel,
    trail: [home, { label: 'Services', path: '/services' }],
  },
} satisfies Meta<typeof BreadcrumbBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page directly under the home page. */
export const Default: Story = {};

/** A page with a parent, as the FAQ under Ressources. */
export const WithParent: Story = {
  args: { trail: [home, { label: 'Ressources', path: '/ressources' }, { label: 'FAQ', path: '/faq' }] },
};

/** Long labels wrap on a phone instead of overflowing. */
export const LongLabelsOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    trail: [home, { label: 'Services', path: '/services' }, { label: 'Chief of Staff pour dirigeants C-level', path: '/chief-of-staff-c-level' }],
  },
};
