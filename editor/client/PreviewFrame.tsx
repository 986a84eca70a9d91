import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PageOutline } from '../../engine/validation/page-rules.ts';
import { previewWidths, type DraftMessage, type PreviewMessage } from './messages.ts';
import { useBackend } from './backend.ts';
import { useDataFilesInUse } from './data-files-in-use.ts';
import { t } from './text.ts';

/**
 * The draft rendered by the site's own blocks and shell in an iframe (/_editor/_preview), at the width asked
 * for. Every change is posted to it at once; a click on a block there selects it here.
 */
export function PreviewFrame({
  page,
  others,
  selected,
  onSelect,
}: {
  page: unknown;
  others: PageOutline[];
  selected: number | undefined;
  onSelect: (index: number) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  // On a phone, the preview starts at the phone's width: a wider page would be cut at the screen's edge.
  const [width, setWidth] = useState<number>(() => (window.innerWidth < 768 ? previewWidths[0] : 768));
  const backend = useBackend();
  const images = useDataFilesInUse().images;
  const unbuilt = backend.images?.unbuilt;
  const latest = useRef<DraftMessage>(undefined);

  const post = () => latest.current && frame.current?.contentWindow?.postMessage(latest.current, window.location.origin);
  // Before the editor paints: the preview starts rendering the change at once.
  useLayoutEffect(() => {
    latest.current = { source: 'page-editor', page, others, selected, images: [...(images ?? [])], unbuilt: unbuilt?.() ?? {} };
    post();
  }, [page, others, selected, images, unbuilt]);

  useEffect(() => {
    const listen = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== window.location.origin || event.data?.source !== 'page-editor-preview') return;
      if (event.data.type === 'ready') post();
      else onSelect(event.data.index);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onSelect]);

  return (
    <Stack gap="2" height="full">
      <HStack gap="2" role="group" aria-label={t.previewWidth}>
        <Text fontWeight="semibold" marginEnd="2">
          {t.preview}
        </Text>
        {previewWidths.map((candidate) => (
          <Button
            key={candidate}
            size="xs"
            variant={width === candidate ? 'solid' : 'outline'}
            aria-pressed={width === candidate}
            onClick={() => setWidth(candidate)}
          >
            {t.width(candidate)}
          </Button>
        ))}
      </HStack>
      <Box flex="1" overflow="auto" borderWidth="1px" borderRadius="md" background="bg.muted">
        <iframe
          ref={frame}
          title={t.preview}
          src={backend.previewUrl}
          style={{ width: `${width}px`, height: '100%', minHeight: '70vh', border: 0, background: 'white', display: 'block' }}
        />
      </Box>
    </Stack>
  );
}
