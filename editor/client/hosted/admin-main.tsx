import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import site, { dataFiles } from 'virtual:site-definition';
import { editorRoot } from '../editor-root.ts';
import { editorSystem } from '../system.ts';
import { AdminApp } from './AdminApp.tsx';
import { createHostedBackend } from './hosted-backend.ts';
import { arrivesFromInvitation, linkArrivalFailure } from './sign-in-errors.ts';
import { createAdminSupabase } from './supabase-client.ts';
import { openAddressesInDocument } from '../in-document-navigation.ts';
import { adminBase } from './admin-base.ts';

// The one place the deployed editor's parts are made: the supabase-js client (the site's backend) and the editor's
// backend over it. The fragment is read before supabase-js takes the session out of it and clears it.
const invited = arrivesFromInvitation(window.location.hash);
// A refused link's error is said once: supabase-js would leave it in the address, to be said again on a reload.
const linkFailure = linkArrivalFailure(window.location.hash);
if (linkFailure) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
const supabase = createAdminSupabase();
const backend = createHostedBackend({ site, built: dataFiles.images ?? new Map(), supabase });
openAddressesInDocument(window, adminBase);

editorRoot().render(
  <StrictMode>
    <ChakraProvider value={editorSystem}>
      <AdminApp supabase={supabase} backend={backend} invited={invited} linkFailure={linkFailure} />
    </ChakraProvider>
  </StrictMode>,
);
