import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fontFaceCss } from '../../../engine/theme/fonts.ts';
import { editorSystem } from '../system.ts';
import { AdminApp } from './AdminApp.tsx';
import { arrivesFromInvitation } from './sign-in-errors.ts';
import { createAdminSupabase } from './supabase-client.ts';

// Read before supabase-js takes the session out of the fragment and clears it.
const invited = arrivesFromInvitation(window.location.hash);
const supabase = createAdminSupabase();

const style = document.createElement('style');
style.textContent = fontFaceCss;
document.head.append(style);

createRoot(document.getElementById('editor-root') as HTMLElement).render(
  <StrictMode>
    <ChakraProvider value={editorSystem}>
      <AdminApp supabase={supabase} invited={invited} />
    </ChakraProvider>
  </StrictMode>,
);
