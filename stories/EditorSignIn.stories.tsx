import { ChakraProvider } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AuthFailure } from '../editor/client/hosted/sign-in-errors.ts';
import { SignIn } from '../editor/client/hosted/SignIn.tsx';
import { editorSystem } from '../editor/client/system.ts';

/** The deployed site's editor (/admin/) before signing in: e-mail and password, the failure in the site's words. */
const meta = {
  title: 'Editor/SignIn',
  component: SignIn,
  decorators: [
    (Story) => (
      <ChakraProvider value={editorSystem}>
        <Story />
      </ChakraProvider>
    ),
  ],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: { signIn: fn(async (_email: string, _password: string): Promise<AuthFailure | undefined> => ({ kind: 'wrongCredentials' })) },
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong password: said plainly, the form kept as typed. */
export const WrongCredentials: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connexion pour modifier le site' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Adresse e-mail/), 'owner@example.fr');
    await userEvent.type(canvas.getByLabelText(/Mot de passe/), 'faux');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.signIn).toHaveBeenCalledWith('owner@example.fr', 'faux');
    await expect(await canvas.findByText(/ne correspondent à aucun compte/)).toBeVisible();
    await expect(canvas.getByLabelText(/Adresse e-mail/)).toHaveValue('owner@example.fr');
  },
};

/** The site cannot be reached (a phone in a tunnel). */
export const Offline: Story = {
  args: { signIn: fn(async (_email: string, _password: string): Promise<AuthFailure | undefined> => ({ kind: 'network' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Adresse e-mail/), 'owner@example.fr');
    await userEvent.type(canvas.getByLabelText(/Mot de passe/), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(await canvas.findByText(/Le site est injoignable/)).toBeVisible();
  },
};
