// @vitest-environment jsdom
// The footer form against the real local backend (PGlite over HTTP): only the network is real, nothing mocked.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '../../../blocks/_shell/newsletter/NewsletterForm.tsx';
import { toaster } from '../../../engine/ui-kit/toaster.tsx';
import { LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { serveLocalBackend } from '../../../supabase/local/local-backend.ts';
import { sharedBackend } from '../support/backend.ts';
import { testClient } from '../support/clients.ts';
import { uniqueEmail } from '../support/tokens.ts';

const texts = {
  title: 'La lettre du Chief of Staff',
  description: 'Un e-mail par mois : méthodes, retours de mission et outils pour dirigeants.',
  emailLabel: 'Votre e-mail',
  emailPlaceholder: 'prenom@entreprise.fr',
  consentLabel: "J'accepte de recevoir la newsletter et je peux me désinscrire à tout moment.",
  submitLabel: "S'inscrire",
};

// Always PGlite: the "submitting" test holds its single connection to freeze a request in flight.
const { backend } = sharedBackend({ start: () => serveLocalBackend({}), forTheSite: true });
afterEach(async () => {
  cleanup();
  toaster.remove();
  await waitFor(() => expect(document.querySelectorAll('[data-scope="toast"][data-part="root"]')).toHaveLength(0));
});

function renderForm() {
  // No Chakra provider: the form and its toaster are styled by Panda's stylesheet, not by a runtime.
  render(<NewsletterForm {...texts} />);
  return {
    user: userEvent.setup(),
    email: screen.getByLabelText(texts.emailLabel) as HTMLInputElement,
    consent: screen.getByRole('checkbox', { name: texts.consentLabel }) as HTMLInputElement,
    submit: screen.getByRole('button', { name: texts.submitLabel }) as HTMLButtonElement,
  };
}

async function expectToast(title: string, description: string) {
  const shown = await screen.findByText(description);
  const toast = shown.closest('[data-scope="toast"][data-part="root"]');
  expect(toast?.textContent).toContain(title);
  return toast as HTMLElement;
}

async function stored(email: string) {
  const { data } = await testClient(backend().url, LOCAL_SERVICE_ROLE_KEY)
    .from('newsletter_subscriptions')
    .select('email, opt_in_confirmed')
    .eq('email', email);
  return data;
}

describe('NewsletterForm', () => {
  it('is a labelled form whose button waits for both the e-mail and the consent', async () => {
    const { user, email, consent, submit } = renderForm();
    expect(screen.getByRole('form', { name: texts.title })).toBeTruthy();
    expect(email.type).toBe('email');
    expect(email.placeholder).toBe(texts.emailPlaceholder);
    expect(submit.disabled).toBe(true);
    await user.type(email, 'a@b.fr');
    expect(submit.disabled).toBe(true);
    await user.click(consent);
    expect(submit.disabled).toBe(false);
    await user.clear(email);
    expect(submit.disabled).toBe(true);
  });

  it('subscribes the trimmed, lower-cased address, says so, and clears the form', async () => {
    const address = uniqueEmail();
    const { user, email, consent, submit } = renderForm();
    await user.type(email, address.toUpperCase());
    await user.click(consent);
    await user.click(submit);
    const toast = await expectToast('Inscription réussie !', 'Vous êtes maintenant inscrit à notre newsletter.');
    expect(toast.dataset.type).toBe('success');
    expect(email.value).toBe('');
    expect(consent.checked).toBe(false);
    expect(await stored(address)).toEqual([{ email: address, opt_in_confirmed: true }]);
  });

  it('tells a visitor already subscribed so, neutrally', async () => {
    const address = uniqueEmail();
    const { user, email, consent, submit } = renderForm();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.type(email, address);
      await user.click(consent);
      await user.click(submit);
      await waitFor(() => expect(email.disabled).toBe(false));
    }
    const toast = await expectToast('Déjà inscrit', 'Cette adresse email est déjà inscrite à notre newsletter.');
    expect(toast.dataset.type).toBe('info');
  });

  it('reports any other failure as an error, logs it, and keeps what was typed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, email, consent, submit } = renderForm();
    // Valid for an <input type="email">, refused by the database's e-mail check: a real server-side failure.
    await user.type(email, 'jean@intranet');
    await user.click(consent);
    await user.click(submit);
    const toast = await expectToast('Erreur', "Une erreur est survenue lors de l'inscription. Veuillez réessayer.");
    expect(toast.dataset.type).toBe('error');
    expect(logged).toHaveBeenCalledWith('Newsletter subscription failed', expect.objectContaining({ code: '23514' }));
    expect(email.value).toBe('jean@intranet');
    expect(consent.checked).toBe(true);
    logged.mockRestore();
  });

  it('explains what is missing when Enter is pressed before the form is complete', async () => {
    const { user, email } = renderForm();
    await user.type(email, 'a@b.fr{Enter}');
    const toast = await expectToast('Erreur', "Veuillez remplir l'email et accepter de recevoir la newsletter.");
    expect(toast.dataset.type).toBe('error');
    expect(email.value).toBe('a@b.fr');
  });

  it('shows a spinner and disables its fields while the subscription is on its way', async () => {
    const db = await backend().database;
    let release = () => {};
    const held = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    const { user, email, consent, submit } = renderForm();
    await user.type(email, uniqueEmail());
    await user.click(consent);
    await user.click(submit);
    await waitFor(() => expect(submit.getAttribute('data-loading')).not.toBeNull());
    expect(submit.disabled).toBe(true);
    expect(email.disabled).toBe(true);
    expect(consent.disabled).toBe(true);
    release();
    await held;
    await expectToast('Inscription réussie !', 'Vous êtes maintenant inscrit à notre newsletter.');
    expect(submit.getAttribute('data-loading')).toBeNull();
    expect(email.disabled).toBe(false);
  });

  it('can be used with the keyboard alone', async () => {
    const address = uniqueEmail();
    const { user, email, consent, submit } = renderForm();
    await user.tab();
    expect(document.activeElement).toBe(email);
    await user.keyboard(address);
    await user.tab();
    expect(document.activeElement).toBe(consent);
    await user.keyboard(' ');
    expect(consent.checked).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(submit);
    await user.keyboard('{Enter}');
    await expectToast('Inscription réussie !', 'Vous êtes maintenant inscrit à notre newsletter.');
    expect(await stored(address)).toHaveLength(1);
  });
});
