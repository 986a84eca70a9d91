import { Button, HStack, Text } from '@chakra-ui/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { EditorBackendValue, type EditorBackend } from '../backend.ts';
import { EditorApp } from '../EditorApp.tsx';
import { Loading } from '../Loading.tsx';
import { words } from '../text.ts';
import { adminBase } from './admin-base.ts';
import { authFailure, linkRequestFailure, type AuthFailure } from './sign-in-errors.ts';
import { ChoosePassword, NotAnEditor, SignIn } from './SignIn.tsx';
import { isEditor } from './supabase-client.ts';

type Gate =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'choosePassword'; email: string }
  | { kind: 'notEditor'; email: string }
  | { kind: 'editor'; email: string };

/** Where a session leads: the editor for an editor, a plain notice for any other account. */
async function gateOf(supabase: SupabaseClient, invited: boolean): Promise<Gate> {
  const { data } = await supabase.auth.getSession();
  const user = data.session?.user;
  if (!user) return { kind: 'signedOut' };
  const email = user.email ?? '';
  if (invited) return { kind: 'choosePassword', email };
  const editor = await isEditor(supabase, user.id).catch(() => false);
  return editor ? { kind: 'editor', email } : { kind: 'notEditor', email };
}

interface AdminAppProps {
  supabase: SupabaseClient;
  backend: EditorBackend;
  /** The page was opened from the invitation link. */
  invited: boolean;
  /** The page was opened from an e-mail link GoTrue refused (expired, used already). */
  linkFailure?: AuthFailure;
}

/**
 * /admin/ on the deployed site: sign-in by password or by a link sent by e-mail (and, from the invitation link,
 * choosing a password), then the editor on the hosted backend, with the account and Sign out above it.
 */
export function AdminApp({ supabase, backend, invited, linkFailure }: AdminAppProps) {
  const [gate, setGate] = useState<Gate>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    void gateOf(supabase, invited).then((next) => current && setGate(next));
    const { data } = supabase.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') setGate({ kind: 'signedOut' });
    });
    return () => {
      current = false;
      data.subscription.unsubscribe();
    };
  }, [supabase, invited]);
  const signOut = () => void supabase.auth.signOut();

  if (gate.kind === 'loading') {
    return <Loading />;
  }
  if (gate.kind === 'signedOut') {
    return (
      <SignIn
        signIn={async (email, password) => {
          const { error } = await supabase.auth.signInWithPassword({ email, password });
          if (error) return authFailure(error);
          setGate(await gateOf(supabase, false));
          return undefined;
        }}
        sendLink={async (email) => {
          // The link leads back here, where supabase-js takes the session from its fragment.
          const emailRedirectTo = new URL(adminBase, window.location.origin).href;
          const { error } = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo } });
          return error ? linkRequestFailure(error) : undefined;
        }}
        linkFailure={linkFailure}
      />
    );
  }
  if (gate.kind === 'choosePassword') {
    return (
      <ChoosePassword
        email={gate.email}
        choose={async (password) => {
          const { error } = await supabase.auth.updateUser({ password });
          if (error) return authFailure(error);
          setGate(await gateOf(supabase, false));
          return undefined;
        }}
      />
    );
  }
  if (gate.kind === 'notEditor') return <NotAnEditor email={gate.email} signOut={signOut} />;
  return (
    <EditorBackendValue value={backend}>
      <HStack justify="flex-end" gap="3" paddingX="4" paddingTop="2" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {gate.email}
        </Text>
        <Button size="xs" variant="outline" onClick={signOut}>
          {words.hosted.signOut}
        </Button>
      </HStack>
      <main>
        <EditorApp />
      </main>
    </EditorBackendValue>
  );
}
