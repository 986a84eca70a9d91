import { ChakraProvider } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AuthFailure } from '../editor/client/hosted/sign-in-errors.ts';
import { SignIn } from '../editor/client/hosted/SignIn.tsx';
import { editorSystem } from '../editor/client/system.ts';

/** The deployed site's editor (/admin/) before signing in: e-mail and password or a link by e-mail, the failures in the site's words. */
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
  args: {
    signIn: fn(async (_email: string, _password: string): Promise<AuthFailure | undefined> => ({ kind: 'wrongCredentials' })),
    sendLink: fn(async (_email: string): Promise<AuthFailure | undefined> => undefined),
  },
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
  args: {
    signIn: fn(async (_email: string, _password: string): Promise<AuthFailure | undefined> => ({ kind: 'network' })),
    sendLink: fn(async (_email: string): Promise<AuthFailure | undefined> => ({ kind: 'network' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Adresse e-mail/), 'owner@example.fr');
    await userEvent.type(canvas.getByLabelText(/Mot de passe/), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(await canvas.findByText(/Le site est injoignable/)).toBeVisible();
  },
};

/** The second way, by keyboard: the link asked for, then a confirmation that does not say whether the account exists. */
export const LinkSent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Adresse e-mail/), 'owner@example.fr');
    canvas.getByRole('button', { name: 'Recevoir un lien de connexion par e-mail' }).focus();
    await userEvent.keyboard('{Enter}');
    // The address typed is kept, and focused: the owner goes on typing or sends.
    await expect(canvas.getByLabelText(/Adresse e-mail/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Adresse e-mail/)).toHaveValue('owner@example.fr');
    await expect(canvas.queryByLabelText(/Mot de passe/)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.sendLink).toHaveBeenCalledWith('owner@example.fr');
    await expect(await canvas.findByText(/Si cette adresse a un compte d’éditeur, un lien de connexion vient de lui être envoyé/)).toBeVisible();
  },
};

/** The link cannot be asked for: the site is unreachable. */
export const LinkOffline: Story = {
  args: { sendLink: fn(async (_email: string): Promise<AuthFailure | undefined> => ({ kind: 'network' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Recevoir un lien de connexion par e-mail' }));
    await userEvent.type(canvas.getByLabelText(/Adresse e-mail/), 'owner@example.fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le lien' }));
    await expect(await canvas.findByText(/Le site est injoignable/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Opened from a link that expired or served already: said on the link's form, where a new one is asked for. */
export const LinkExpired: Story = {
  args: { linkFailure: { kind: 'linkExpired' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ce lien de connexion a expiré ou a déjà servi. Demandez-en un nouveau.');
    await expect(canvas.getByRole('button', { name: 'Envoyer le lien' })).toBeVisible();
    // Back to the password: the expiry is no longer said there.
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter avec le mot de passe' }));
    await expect(canvas.getByLabelText(/Mot de passe/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
  },
};
