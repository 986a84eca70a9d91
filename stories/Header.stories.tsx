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
    await userEvent.click(canvas.getByRole('button', { name: header.resources.label }));
    // The menu is portalled out of the story's root, to the end of the body.
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(header.resources.items.length);
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
    await expect(toggle).toHaveAccessibleName(header.menuCloseLabel);
    // Ark's collapsible takes the controlled `open` on its next update, then unhides its content.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Navigation mobile' })).toBeVisible());
  },
};
