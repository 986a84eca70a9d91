import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { notify, type Notice } from '../engine/ui-kit/notify.ts';
import { Toaster, toaster } from '../engine/ui-kit/toaster.tsx';

// What the site's forms report (blocks/_shell/newsletter/logic.ts, the generator's and the simulator's messages).
const notices: Notice[] = [
  { type: 'success', title: 'Inscription réussie !', description: 'Vous êtes maintenant inscrit à notre newsletter.' },
  { type: 'info', title: 'Déjà inscrit', description: 'Cette adresse email est déjà inscrite à notre newsletter.' },
  { type: 'error', title: 'Erreur', description: "Une erreur est survenue lors de l'inscription. Veuillez réessayer." },
  { type: 'loading', title: 'Génération en cours', description: 'Votre fiche de poste est en préparation.', closable: true },
];

/** Buttons that report each kind of outcome, as the forms do with notify(). */
function NoticeButtons() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', padding: '2rem' }}>
      {notices.map((notice) => (
        <button key={notice.type} type="button" onClick={() => void notify(notice)}>
          {notice.title}
        </button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Shell/Toaster',
  component: Toaster,
  render: () => <NoticeButtons />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = () => [...document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"]')];

/**
 * The site's notices, bottom right (across the screen on phones), one per outcome with its indicator; a notice
 * that may be closed has a French close button. notify() mounts the toaster with the first notice.
 */
export const EveryType: Story = {
  play: async () => {
    toaster.remove();
    for (const notice of notices) await notify(notice);
    await waitFor(() => expect(shown().map((root) => root.dataset.type)).toEqual(expect.arrayContaining(['success', 'info', 'error', 'loading'])));
    // One toaster, however many notices.
    await expect(document.querySelectorAll('[data-scope="toast"][data-part="group"]')).toHaveLength(1);
    for (const root of shown()) await expect(root.querySelector('svg, .spinner')).not.toBeNull();
    const loading = shown().find((root) => root.dataset.type === 'loading')!;
    // Visible once faded in.
    await waitFor(() => expect(within(loading).getByRole('button', { name: 'Fermer la notification' })).toBeVisible());
  },
};
