import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { fontFaceCss } from '../../engine/theme/fonts.ts';
import { EditorBackendValue } from './backend.ts';
import { devBackend } from './dev-backend.ts';
import { EditorApp } from './EditorApp.tsx';
import { editorSystem } from './system.ts';

// The dev server's editor (/_editor/): the files of this machine, through the dev server's API.

const style = document.createElement('style');
style.textContent = fontFaceCss;
document.head.append(style);

// One root per page, even if Vite evaluates this module again: its hot data outlive each evaluation.
const kept: { root?: Root } = import.meta.hot?.data ?? {};
(kept.root ??= createRoot(document.getElementById('editor-root') as HTMLElement)).render(
  <StrictMode>
    <ChakraProvider value={editorSystem}>
      <EditorBackendValue value={devBackend}>
        <main>
          <EditorApp />
        </main>
      </EditorBackendValue>
    </ChakraProvider>
  </StrictMode>,
);
