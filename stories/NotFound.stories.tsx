import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigation } from 'virtual:site';
import type { RouteParameter } from '../.storybook/preview.tsx';
import { NotFound } from '../engine/shell/NotFound.tsx';
import type { ConsoleErrorsParameter } from './fixtures/console-errors.ts';

const meta = {
  title: 'Shell/NotFound',
  component: NotFound,
  args: { texts: navigation.notFound },
  parameters: {
    route: '/page-inexistante',
    // The spec asks for the missing path in the console: that error is the behaviour, not a fault.
    expectedConsoleErrors: ['404 Error: User attempted to access non-existent route:'],
  } satisfies RouteParameter & ConsoleErrorsParameter,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What any unknown path shows, in place of the page's blocks. */
export const Default: Story = {};
