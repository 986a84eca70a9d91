import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { EditorBackendValue } from './backend.ts';
import { devBackend } from './dev-backend.ts';
import { EditorApp } from './EditorApp.tsx';
import { editorRoot } from './editor-root.ts';
import { editorSystem } from './system.ts';

// The dev server's editor (/_editor/): the files of this machine, through the dev server's API.

editorRoot({ hotData: import.meta.hot?.data }).render(
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
