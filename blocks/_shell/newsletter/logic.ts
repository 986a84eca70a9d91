import { isBlank } from '../../../supabase/functions/_shared/text-rules.ts';
import type { NewsletterOutcome } from './subscribe.ts';

// The newsletter form's rules (spec sections 4, 5 and 8), free of React so they can be tested alone.

export interface NewsletterNotice {
  type: 'success' | 'info' | 'error';
  title: string;
  description: string;
}

/** The spec's exact wordings; 'info' is the toaster's neutral notice. */
export const NEWSLETTER_NOTICES = {
  success: {
    type: 'success',
    title: 'Inscription réussie !',
    description: 'Vous êtes maintenant inscrit à notre newsletter.',
  },
  duplicate: {
    type: 'info',
    title: 'Déjà inscrit',
    description: 'Cette adresse email est déjà inscrite à notre newsletter.',
  },
  error: {
    type: 'error',
    title: 'Erreur',
    description: "Une erreur est survenue lors de l'inscription. Veuillez réessayer.",
  },
  missingFields: {
    type: 'error',
    title: 'Erreur',
    description: "Veuillez remplir l'email et accepter de recevoir la newsletter.",
  },
} as const satisfies Record<NewsletterOutcome['status'] | 'missingFields', NewsletterNotice>;

/**
 * Submitting needs an e-mail and the visitor's consent; until then the button stays disabled. An e-mail of
 * spaces or zero-width characters only counts as none. Its format is the e-mail input's and the database's.
 */
export function canSubscribe(email: string, consent: boolean): boolean {
  return !isBlank(email) && consent;
}

/** Only a successful subscription clears the form: after a failure the visitor may simply retry. */
export function clearsForm(outcome: NewsletterOutcome): boolean {
  return outcome.status === 'success';
}
