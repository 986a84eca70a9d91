import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { navigation, site } from 'virtual:site';
import type { RouteParameter } from '../.storybook/preview.tsx';
import { Header } from '../engine/shell/Header.tsx';

const { header } = navigation;

const meta = {
  title: 'Shell/Header',
  component: Header,
  // The site's own navigation (data/navigation.json, validated and resolved by the pages plugin).
  args: { brandName: site.brand.name, header },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop bar on the home page: links, the Ressources menu, the test and booking buttons. */
export const Default: Story = {};

/** On /services its link is marked as the current page. */
export const OnServicesPage: Story = {
  parameters: { route: '/services' } satisfies RouteParameter,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Services');
  },
};

/** The Ressources dropdown, opened: six resources with their descriptions, one on the external calendar. */
export const ResourcesOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: header.resources.label });
    await userEvent.click(trigger);
    // A popover: the browser shows it in the top layer, right after its button in the page.
    const menu = canvasElement.ownerDocument.getElementById(trigger.getAttribute('popovertarget')!)!;
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getAllByRole('link')).toHaveLength(header.resources.items.length);
  },
};

/** Below 1280 px the links fold into a menu button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The mobile menu, opened by its button; the button's name turns to "Fermer le menu". */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: header.menuOpenLabel });
    await userEvent.click(toggle);
    // A popover: its toggle's name follows its state through CSS.
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Navigation mobile' })).toBeVisible());
    await expect(toggle).toHaveAccessibleName(header.menuCloseLabel);
  },
};
