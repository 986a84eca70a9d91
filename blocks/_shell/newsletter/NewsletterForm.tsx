import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { subscribeToNewsletter } from './subscribe.ts';
import { useEnteredBeforeHydration } from '../../../engine/render/use-entered-before-hydration.ts';
import { notify } from '../../../engine/ui-kit/notify.ts';
import { canSubscribe, clearsForm, NEWSLETTER_NOTICES } from './logic.ts';
import { styles } from './NewsletterForm.styles.ts';

export interface NewsletterFormProps {
  title: string;
  description: string;
  emailLabel: string;
  emailPlaceholder: string;
  consentLabel: string;
  submitLabel: string;
}

/**
 * The footer's newsletter sign-up, drawn for the dark footer. Texts come from the site's JSON. Its button
 * stays disabled until the address and the consent are given, on the server's page too; what the visitor
 * entered before the page was interactive is kept. Styled by Panda at build time (NewsletterForm.styles.ts):
 * every class it can take is in the page's stylesheet, and a state is an attribute.
 */
export function NewsletterForm({ title, description, emailLabel, emailPlaceholder, consentLabel, submitLabel }: NewsletterFormProps) {
  const titleId = useId();
  const emailId = useId();
  const consentId = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const form = useEnteredBeforeHydration<HTMLFormElement>((element) => {
    const entered = new FormData(element);
    setEmail(String(entered.get('email') ?? ''));
    setConsent(entered.has('consent'));
  });
  const [submitting, setSubmitting] = useState(false);
  const ready = canSubscribe(email, consent);

  async function subscribe() {
    if (!ready) {
      void notify(NEWSLETTER_NOTICES.missingFields);
      return;
    }
    setSubmitting(true);
    const outcome = await subscribeToNewsletter(email);
    setSubmitting(false);
    if (outcome.status === 'error') console.error('Newsletter subscription failed', outcome.error);
    if (clearsForm(outcome)) {
      setEmail('');
      setConsent(false);
    }
    void notify(NEWSLETTER_NOTICES[outcome.status]);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) void subscribe();
  }

  // With the submit button disabled, browsers ignore Enter (implicit submission). The visitor who presses it
  // before filling everything in is told what is missing instead of getting no answer at all.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && !ready && !submitting && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void subscribe();
    }
  }

  return (
    <form ref={form} aria-labelledby={titleId} onSubmit={onSubmit} onKeyDown={onKeyDown} className={styles.form}>
      <div className={styles.stack}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.description}>{description}</p>
        </div>
        <div className={styles.field}>
          <label htmlFor={emailId} className={styles.emailLabel}>
            {emailLabel}
          </label>
          <input
            id={emailId}
            type="email"
            name="email"
            autoComplete="email"
            required
            disabled={submitting}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={emailPlaceholder}
            className={styles.email}
          />
        </div>
        <div className={styles.consentLine}>
          <input
            id={consentId}
            type="checkbox"
            name="consent"
            required
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            disabled={submitting}
            className={styles.consent}
          />
          <label htmlFor={consentId} className={styles.consentLabel}>
            {consentLabel}
          </label>
        </div>
        <div>
          <button
            type="submit"
            disabled={!ready || submitting}
            data-loading={submitting ? '' : undefined}
            aria-busy={submitting || undefined}
            className={styles.submit}
          >
            {submitting && (
              <span className={styles.loader}>
                <span className={styles.spinner} />
              </span>
            )}
            <span className={styles.submitLabel}>{submitLabel}</span>
          </button>
        </div>
      </div>
    </form>
  );
}
