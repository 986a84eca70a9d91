import { chakra, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { ImageFiles } from '../backend.ts';
import { t, words } from '../text.ts';

/** The formats an image field takes (engine/schema/image-field.ts), as the file dialog offers them; the server checks the bytes. */
const accepted = 'image/png,image/jpeg,image/webp,image/avif';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; src: string } | { kind: 'refused'; message: string };

/** A native file input that sends the chosen file to images/ and says, in a live region, how it went. */
export function ImageUpload({ upload, onUploaded }: { upload: NonNullable<ImageFiles['upload']>; onUploaded: (src: string) => Promise<void> }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Named by its label and described by the help, natively: the input is none of Chakra's field controls.
  const helpId = useId();
  async function send(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setStatus({ kind: 'sending' });
    try {
      const answer = await upload(file);
      if ('error' in answer) return setStatus({ kind: 'refused', message: answer.error });
      await onUploaded(answer.src);
      setStatus({ kind: 'done', src: answer.src });
    } catch (caught) {
      setStatus({ kind: 'refused', message: words.api.failure((caught as Error).message) });
    } finally {
      // The same file chosen again is sent again.
      input.value = '';
    }
  }
  const said =
    status.kind === 'sending' ? t.imageUploading : status.kind === 'done' ? t.imageUploaded(status.src) : status.kind === 'refused' ? status.message : '';
  // A live region, not role="status": the save's status line is the page's one.
  return (
    <Stack gap="1">
      <chakra.label display="flex" flexDirection="column" gap="1" fontSize="sm" fontWeight="medium">
        {t.imageUpload}
        <chakra.input
          type="file"
          accept={accepted}
          fontWeight="normal"
          aria-describedby={helpId}
          aria-invalid={status.kind === 'refused'}
          onChange={(event) => void send(event.currentTarget)}
        />
      </chakra.label>
      <Text id={helpId} fontSize="xs" color="fg.muted">
        {t.imageUploadHelp}
      </Text>
      <Text aria-live="polite" fontSize="sm" color={status.kind === 'refused' ? 'fg.error' : undefined}>
        {said}
      </Text>
    </Stack>
  );
}
