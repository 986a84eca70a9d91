import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { t, words } from '../text.ts';
import type { AuthFailure } from './sign-in-errors.ts';

const w = words.hosted;

export const failureText = (failure: AuthFailure) =>
  failure.kind === 'wrongCredentials' ? w.wrongCredentials : failure.kind === 'network' ? w.networkError : w.otherError(failure.message);

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

/** A sign-in form's sending: busy while `send` runs, then the failure it answers (none once it went through). */
function useSending(send: () => Promise<AuthFailure | undefined>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthFailure>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(await send());
    setBusy(false);
  }
  return { busy, failure, onSubmit: (event: FormEvent) => void submit(event) };
}

/** E-mail and password; `signIn` answers the failure to show, or nothing once signed in. */
export function SignIn({ signIn }: { signIn: (email: string, password: string) => Promise<AuthFailure | undefined> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, failure, onSubmit } = useSending(() => signIn(email.trim(), password));
  return (
    <Card title={w.signInTitle}>
      <Stack as="form" gap="4" onSubmit={onSubmit}>
        <Field.Root required>
          <Field.Label>{w.email}</Field.Label>
          <Input type="email" autoComplete="username" inputMode="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        </Field.Root>
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
    </Card>
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
