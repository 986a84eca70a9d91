// The compiled styles of what islands draw (calls to action, the FAQ explorer…), as the site's pages load them.
import '../../engine/theme/islands.css';
import { Box, ChakraProvider } from '@chakra-ui/react';
import { Component, memo, StrictMode, Suspense, use, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { invalidFiles, navigation, site } from 'virtual:content-as-read';
import definition, { dataFiles } from 'virtual:site-definition';
import { shell } from 'virtual:shell';
import { contentChangedEvent } from '../../engine/app/content-changed.ts';
import { fileNameParts, thumbnailOfRendition } from '../../engine/schema/image-renditions.ts';
import { PictureFallback } from '../../engine/ui-kit/picture-fallback.ts';
import { loadBlockComponent } from '../../engine/render/block-components.ts';
import type { Block } from '../../engine/schema/page.ts';
import { siteSchemasOf } from '../site-schemas.ts';
import { breadcrumbTrail } from '../../engine/seo/breadcrumb-trail.ts';
import { BreadcrumbBar } from '../../engine/shell/BreadcrumbBar.tsx';
import { Footer } from '../../engine/shell/Footer.tsx';
import { Header } from '../../engine/shell/Header.tsx';
import { system } from '../../engine/theme/system.ts';
import type { PageEntry } from '../../engine/validation/load-content.ts';
import { editorRoot } from './editor-root.ts';
import type { DraftMessage, PreviewMessage } from './messages.ts';
import { t } from './text.ts';

const send = (message: PreviewMessage) => window.parent.postMessage(message, window.location.origin);

/**
 * The blocks' schema with the images the editor knows (in /admin/, those uploaded since the build too) and the site's
 * other data files as served (the preview reloads when one changes): built again only when the images change.
 */
function useBlockSchema(images: DraftMessage['images'] | undefined) {
  const key = JSON.stringify(images ?? null);
  return useMemo(() => {
    const known = JSON.parse(key) as DraftMessage['images'] | null;
    return siteSchemasOf(definition, known ? { ...dataFiles, images: new Map(known) } : dataFiles).block;
  }, [key]);
}
type BlockSchema = ReturnType<typeof useBlockSchema>;

function LoadedBlock({ block }: { block: Block }) {
  const BlockComponent = use(loadBlockComponent(block.type)) as ComponentType<Block>;
  return <BlockComponent {...block} />;
}

/** A block that throws while rendering shows as a notice: the rest of the page stays visible. */
class BlockBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }
  render() {
    return this.state.failed ? <Notice>{t.blockCannotShow}</Notice> : this.props.children;
  }
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Box margin="4" padding="4" borderWidth="2px" borderStyle="dashed" borderColor="border.error" color="fg.error" textAlign="center">
      {children}
    </Box>
  );
}

/** One block of the draft, rendered again only when its JSON changes or it is (de)selected. */
const PreviewBlock = memo(
  function PreviewBlock({ raw, index, selected, schema }: { raw: unknown; json: string; index: number; selected: boolean; schema: BlockSchema }) {
    const parsed = schema.safeParse(raw);
    return (
      <div
        data-editor-block={index}
        data-selected={selected ? '' : undefined}
        style={{ display: 'contents' }}
        onClickCapture={(event) => {
          // A click selects the block in the form; links and buttons of the preview do nothing else.
          event.preventDefault();
          event.stopPropagation();
          send({ source: 'page-editor-preview', type: 'select', index });
        }}
      >
        {parsed.success ? (
          <BlockBoundary resetKey={JSON.stringify(raw)}>
            <Suspense fallback={null}>
              <LoadedBlock block={parsed.data as Block} />
            </Suspense>
          </BlockBoundary>
        ) : (
          <Notice>{t.blockToFix}</Notice>
        )}
      </div>
    );
  },
  (before, after) => before.json === after.json && before.index === after.index && before.selected === after.selected && before.schema === after.schema,
);

// The header and footer come from data/site.json and data/navigation.json; while one of them is invalid, a notice
// takes their place and the draft still shows.
const Header_ = memo(function SiteHeader() {
  if (!site || !navigation) return <Notice>{t.shellCannotShow(invalidFiles)}</Notice>;
  return <Header brandName={site.brand.name} header={navigation.header} />;
});
const Footer_ = memo(function SiteFooter() {
  return site && navigation && <Footer site={site} footer={navigation.footer} homeLabel={navigation.header.homeLabel} />;
});
const Breadcrumb_ = memo(
  function Breadcrumb({ trail }: { trail: ReturnType<typeof breadcrumbTrail>; json: string }) {
    return trail && navigation && <BreadcrumbBar trail={trail} label={navigation.breadcrumb.ariaLabel} />;
  },
  (before, after) => before.json === after.json,
);

/** The draft as a visitor would see it: the site's header, breadcrumb bar, blocks and footer. */
function PreviewPage({ draft }: { draft: DraftMessage }) {
  const page = (draft.page ?? {}) as { path?: string; breadcrumb?: unknown; blocks?: unknown[] };
  const path = typeof page.path === 'string' ? page.path : '/';
  const entries = [
    { file: 'draft', page: { path, breadcrumb: page.breadcrumb ?? null } },
    ...draft.others.filter((other) => other.path !== path).map((other) => ({ file: other.file, page: { path: other.path, breadcrumb: other.breadcrumb } })),
  ] as unknown as PageEntry[];
  const trail = navigation ? breadcrumbTrail(path, entries, navigation.breadcrumb.homeLabel) : null;
  const schema = useBlockSchema(draft.images);
  return (
    <MemoryRouter initialEntries={[path]}>
      <Header_ />
      <Breadcrumb_ trail={trail} json={JSON.stringify(trail)} />
      <Box as="main" id={shell.ids.content}>
        {(page.blocks ?? []).map((raw, index) => (
          <PreviewBlock
            key={`${index}-${String((raw as { type?: unknown } | null)?.type)}`}
            raw={raw}
            json={JSON.stringify(raw)}
            index={index}
            selected={draft.selected === index}
            schema={schema}
          />
        ))}
      </Box>
      <Footer_ />
    </MemoryRouter>
  );
}

/** Where the editor holds the bytes of the source a rendition's address was made from, if it does. */
function inBrowser(address: string, unbuilt: DraftMessage['unbuilt'] | undefined): string | undefined {
  const hash = fileNameParts(address.split('/').pop() ?? '')?.hash;
  const held = hash && unbuilt && Object.entries(unbuilt).find(([full]) => full.startsWith(hash));
  return held ? held[1] : undefined;
}

function Preview() {
  const [draft, setDraft] = useState<DraftMessage>();
  useEffect(() => {
    const listen = (event: MessageEvent<DraftMessage>) => {
      if (event.origin !== window.location.origin || event.data?.source !== 'page-editor') return;
      setDraft(event.data);
    };
    window.addEventListener('message', listen);
    send({ source: 'page-editor-preview', type: 'ready' });
    return () => window.removeEventListener('message', listen);
  }, []);
  useEffect(() => {
    if (draft?.selected === undefined) return;
    // Again a moment later: a block whose code was still loading has its height only then.
    const reveal = () => document.querySelector(`[data-editor-block="${draft.selected}"] > *`)?.scrollIntoView({ block: 'start' });
    reveal();
    const later = window.setTimeout(reveal, 400);
    return () => window.clearTimeout(later);
  }, [draft?.selected]);
  return (
    <ChakraProvider value={system}>
      {/*
        In /admin/, an image the build did not write at its place's widths shows as its thumbnail (chosen since, or placed
        anew), or from the bytes the editor holds (uploaded since the build).
      */}
      <PictureFallback value={(address) => inBrowser(address, draft?.unbuilt) ?? thumbnailOfRendition(address)}>
        {draft && <PreviewPage draft={draft} />}
      </PictureFallback>
    </ChakraProvider>
  );
}

// The draft comes from the editor, the rest of what the preview shows from the data files (the header and footer,
// collections): a changed data file reloads the preview, which then asks the editor for its draft again. A changed or
// added image does not: the editor reads the images again and sends them with its draft, and the dev server encodes
// what the preview then asks for (reloading the whole preview for an upload made the person wait for it a second time).
import.meta.hot?.on(contentChangedEvent, ({ file }) => {
  if (file.startsWith('data/')) window.location.reload();
});

// The selected block is outlined in the colour the site's focus outlines take.
const selectedOutline = `[data-editor-block] > * { cursor: pointer; }\n[data-selected] > * { outline: 3px solid ${system.token.var('colors.accent.solid')}; outline-offset: -3px; }`;
editorRoot({ css: selectedOutline, hotData: import.meta.hot?.data }).render(
  <StrictMode>
    <Preview />
  </StrictMode>,
);
