import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { t, words } from '../text.ts';
import type { AuthFailure } from './sign-in-errors.ts';

const w = words.hosted;

const failureWords = { wrongCredentials: w.wrongCredentials, network: w.networkError, linkExpired: w.linkExpired, tooManyRequests: w.tooManyRequests } as const;

export const failureText = (failure: AuthFailure) => (failure.kind === 'other' ? w.otherError(failure.message) : failureWords[failure.kind]);

/** A narrow card, as wide as a phone's screen and no wider elsewhere. */
function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="main" maxWidth="26rem" marginX="auto" paddingX="4" paddingY="8">
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * A sign-in form's sending: busy while `send` runs, then the failure it answers (none once it went through, then
 * `sent`). `initial`: a failure to show before any sending (a refused e-mail link the page was opened from).
 */
function useSending(send: () => Promise<AuthFailure | undefined>, initial?: AuthFailure) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(initial);
  const [sent, setSent] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setSent(false);
    const answer = await send();
    setFailure(answer);
    setSent(answer === undefined);
    setBusy(false);
  }
  return { busy, failure, sent, onSubmit: (event: FormEvent) => void submit(event) };
}

/** The account's address, the same in both ways of signing in; `focused` when the owner just switched ways. */
function EmailField({ value, onChange, focused }: { value: string; onChange: (email: string) => void; focused: boolean }) {
  return (
    <Field.Root required>
      <Field.Label>{w.email}</Field.Label>
      <Input
        type="email"
        autoComplete="username"
        inputMode="email"
        autoFocus={focused}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Field.Root>
  );
}

interface SignInProps {
  /** Answers the failure to show, or nothing once signed in. */
  signIn: (email: string, password: string) => Promise<AuthFailure | undefined>;
  /** Asks for a sign-in link sent to the address: the failure to show, or nothing once asked. */
  sendLink: (email: string) => Promise<AuthFailure | undefined>;
  /** The e-mail link the page was opened from was refused: said on the link's form, where a new one is asked. */
  linkFailure?: AuthFailure;
}

/** Two ways in: e-mail and password, or a link sent by e-mail (which also serves when the password is forgotten). */
export function SignIn({ signIn, sendLink, linkFailure }: SignInProps) {
  const [email, setEmail] = useState('');
  const [way, setWay] = useState<'password' | 'link'>(linkFailure ? 'link' : 'password');
  const [switched, setSwitched] = useState(false);
  const switchTo = (next: typeof way) => {
    setWay(next);
    setSwitched(true);
  };
  const emailField = <EmailField value={email} onChange={setEmail} focused={switched} />;
  return (
    <Card title={w.signInTitle}>
      {way === 'password' ? (
        <PasswordForm email={email} emailField={emailField} signIn={signIn} />
      ) : (
        <LinkForm email={email} emailField={emailField} sendLink={sendLink} failure={switched ? undefined : linkFailure} />
      )}
      <Button variant="outline" onClick={() => switchTo(way === 'password' ? 'link' : 'password')}>
        {way === 'password' ? w.linkWay : w.passwordWay}
      </Button>
    </Card>
  );
}

/** The first way: the address and the password; signed in, the gate moves on and this card is gone. */
function PasswordForm({ email, emailField, signIn }: { email: string; emailField: React.ReactNode; signIn: SignInProps['signIn'] }) {
  const [password, setPassword] = useState('');
  const { busy, failure, onSubmit } = useSending(() => signIn(email.trim(), password));
  return (
    <Stack as="form" gap="4" onSubmit={onSubmit}>
      {emailField}
      <Field.Root required>
        <Field.Label>{w.password}</Field.Label>
        <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
      </Field.Root>
      <Box role="alert" minHeight="6">
        {failure && <Text color="fg.error">{failureText(failure)}</Text>}
      </Box>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? w.signingIn : w.signIn}
      </Button>
    </Stack>
  );
}

/** The second way: the address only; the answer is the same whether it has an account or not. */
function LinkForm({
  email,
  emailField,
  sendLink,
  failure: arrival,
}: {
  email: string;
  emailField: React.ReactNode;
  sendLink: SignInProps['sendLink'];
  failure?: AuthFailure;
}) {
  const { busy, failure, sent, onSubmit } = useSending(() => sendLink(email.trim()), arrival);
  return (
    <Stack as="form" gap="4" onSubmit={onSubmit}>
      <Text>{w.linkHelp}</Text>
      {emailField}
      <Box minHeight="6">
        <Box role="alert">{failure && <Text color="fg.error">{failureText(failure)}</Text>}</Box>
        <Box role="status">{sent && <Text>{w.linkSent}</Text>}</Box>
      </Box>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? w.sendingLink : w.sendLink}
      </Button>
    </Stack>
  );
}

/** The first visit from the invitation link: signed in already, the owner chooses the password of later visits. */
export function ChoosePassword({ email, choose }: { email: string; choose: (password: string) => Promise<AuthFailure | undefined> }) {
  const [password, setPassword] = useState('');
  const { busy, failure, onSubmit } = useSending(() => choose(password));
  return (
    <Card title={w.choosePasswordTitle}>
      <Text>{w.choosePasswordHelp}</Text>
      <Stack as="form" gap="4" onSubmit={onSubmit}>
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <Field.Root required>
          <Field.Label>{w.newPassword}</Field.Label>
          <Input type="password" autoComplete="new-password" minLength={8} value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
        </Field.Root>
        <Box role="alert" minHeight="6">
          {failure && <Text color="fg.error">{failure.kind === 'other' ? w.passwordRefused(failure.message) : failureText(failure)}</Text>}
        </Box>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t.saving : w.savePassword}
        </Button>
      </Stack>
    </Card>
  );
}

/** Signed in with an account that may not edit: said plainly, with the way out. */
export function NotAnEditor({ email, signOut }: { email: string; signOut: () => void }) {
  return (
    <Card title={t.appTitle}>
      <Text role="alert">{w.notAnEditor(email)}</Text>
      <Button variant="outline" onClick={signOut} alignSelf="start">
        {w.signOut}
      </Button>
    </Card>
  );
}
