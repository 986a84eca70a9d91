import { Box, Button, chakra, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { subscribeToNewsletter } from './subscribe.ts';
import { useEnteredBeforeHydration } from '../../../engine/render/use-entered-before-hydration.ts';
import { notify } from '../../../engine/ui-kit/notify.ts';
import { canSubscribe, clearsForm, NEWSLETTER_NOTICES } from './logic.ts';

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
 * entered before the page was interactive is kept.
 */
export function NewsletterForm({ title, description, emailLabel, emailPlaceholder, consentLabel, submitLabel }: NewsletterFormProps) {
  const titleId = useId();
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
    <chakra.form
      ref={form}
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      bg="whiteAlpha.50"
      borderWidth="1px"
      borderColor="whiteAlpha.200"
      borderRadius="card"
      p={{ base: '6', md: '8' }}
    >
      <Stack gap="5">
        <Stack gap="2">
          <Heading id={titleId} as="h2" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="500" color="fg.inverted">
            {title}
          </Heading>
          <Text color="fg.invertedMuted">{description}</Text>
        </Stack>
        <Field.Root required disabled={submitting}>
          <Field.Label color="fg.inverted">{emailLabel}</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={emailPlaceholder}
            size="lg"
            bg="whiteAlpha.100"
            borderColor="whiteAlpha.300"
            color="fg.inverted"
            _placeholder={{ color: 'whiteAlpha.600' }}
            _hover={{ borderColor: 'whiteAlpha.500' }}
            focusRingColor="accent.focusRing"
          />
        </Field.Root>
        <Stack direction="row" gap="3" align="flex-start">
          <chakra.input
            id={consentId}
            type="checkbox"
            name="consent"
            required
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            disabled={submitting}
            boxSize="5"
            mt="0.5"
            flexShrink="0"
            cursor="pointer"
            accentColor="accent.500"
            _focusVisible={{ outline: '3px solid', outlineColor: 'accent.focusRing', outlineOffset: '2px' }}
          />
          <chakra.label htmlFor={consentId} color="fg.invertedMuted" lineHeight="1.5" cursor="pointer">
            {consentLabel}
          </chakra.label>
        </Stack>
        <Box>
          <Button type="submit" variant="accent" size="lg" loading={submitting} disabled={!ready}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
