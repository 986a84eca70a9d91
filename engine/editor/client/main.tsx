import { ChakraProvider, Spinner, Stack, Text } from '@chakra-ui/react';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { fontFaceCss } from '../../theme/fonts.ts';
import type { OpenedPage, PageSummary } from '../server.ts';
import { listPages, openPage, routeOfEditorUrl } from './api.ts';
import { PageEditor } from './PageEditor.tsx';
import { PageList } from './PageList.tsx';
import { editorSystem } from './system.ts';
import { t } from './text.ts';

type View = { kind: 'loading' } | { kind: 'list'; pages: PageSummary[] } | { kind: 'page'; opened: OpenedPage; session: number } | { kind: 'missing' };

/** /_editor/ lists the pages, /_editor/<route> (index for the home page) edits one. */
function Editor() {
  const route = routeOfEditorUrl(window.location.pathname);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const load = () => {
    if (route === undefined) void listPages().then((pages) => setView({ kind: 'list', pages }));
    else void openPage(route).then((opened) => setView(opened ? { kind: 'page', opened, session: Date.now() } : { kind: 'missing' }));
  };
  useEffect(load, [route]);
  useEffect(() => {
    document.title = route === undefined ? t.appTitle : `${route} — ${t.appTitle}`;
  }, [route]);
  if (view.kind === 'loading') {
    return (
      <Stack padding="6" direction="row" align="center">
        <Spinner size="sm" />
        <Text>{t.loading}</Text>
      </Stack>
    );
  }
  if (view.kind === 'missing') return <Text padding="6">{t.notFound}</Text>;
  if (view.kind === 'list') return <PageList pages={view.pages} />;
  return <PageEditor key={view.session} opened={view.opened} onReload={load} />;
}

const style = document.createElement('style');
style.textContent = fontFaceCss;
document.head.append(style);

// One root, even if Vite evaluates this module again.
const container = document.getElementById('editor-root') as HTMLElement & { editorRoot?: Root };
container.editorRoot ??= createRoot(container);
container.editorRoot.render(
  <StrictMode>
    <ChakraProvider value={editorSystem}>
      <main>
        <Editor />
      </main>
    </ChakraProvider>
  </StrictMode>,
);
