import { Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { ImageSource } from '../../../engine/site/schema-context.ts';
import { useBackend } from '../backend.ts';
import { showDataFiles, useDataFilesInUse } from '../data-files-in-use.ts';
import { useForm } from '../editor-context.ts';
import { t } from '../text.ts';
import { useErrorAt, type FieldProps } from './field-props.ts';
import { Group } from './Group.tsx';
import { ImageChoice, Thumbnail } from './ImageChoice.tsx';
import { ImageUpload } from './ImageUpload.tsx';

/** An image as content writes it (engine/schema/image-field.ts). */
interface ImageValue {
  src?: unknown;
  alt?: unknown;
  decorative?: unknown;
}

const noImages: ReadonlyMap<string, ImageSource> = new Map();

/**
 * An image of images/: the one chosen, the site's images to choose from, an upload that adds one (dev), and its text
 * alternative, or « decorative » for an image that says nothing. The problems shown are the schema's, at their keys.
 */
export function ImageField({ path, value, label, description }: FieldProps<'image'>) {
  const { change } = useForm();
  const backend = useBackend();
  const images = useDataFilesInUse().images ?? noImages;
  const image = (value !== null && typeof value === 'object' ? value : {}) as ImageValue;
  const src = typeof image.src === 'string' ? image.src : '';
  const decorative = image.decorative === true;
  const alt = typeof image.alt === 'string' ? image.alt : '';
  const chosenImage = images.get(src);
  const srcError = useErrorAt([...path, 'src']);
  const altError = useErrorAt([...path, 'alt']);
  const altInput = useRef<HTMLInputElement>(null);
  // After an upload, the alt field takes the focus once the draft names the new image (it may only then appear).
  const focusAltNext = useRef(false);
  useEffect(() => {
    if (!focusAltNext.current) return;
    focusAltNext.current = false;
    altInput.current?.focus();
  });

  // A decorative image has no alt (the schema refuses one): the key goes with the box, and comes back empty.
  const write = (next: { src: string; alt?: string; decorative?: boolean }) =>
    change(path, next.decorative ? { src: next.src, decorative: true } : { src: next.src, alt: next.alt ?? '' });

  async function uploaded(newSrc: string) {
    // The checks learn of the new file before the field names it: it is not "missing" for a moment.
    showDataFiles(await backend.readDataFilesNow());
    write({ src: newSrc, alt: '' });
    focusAltNext.current = true;
  }

  return (
    <Group label={label} description={description} path={path}>
      <Stack gap="3">
        <HStack gap="3" align="center">
          <Thumbnail address={chosenImage && backend.images?.thumbnail(src, chosenImage)} size="5rem" />
          <Text fontSize="sm" wordBreak="break-all">
            {src === '' ? t.noImageChosen : src}
          </Text>
        </HStack>
        <Field.Root invalid={srcError !== undefined}>
          <ImageChoice images={images} chosen={src} thumbnail={backend.images?.thumbnail} onChoose={(next) => write({ src: next, alt, decorative })} />
          {srcError && <Field.ErrorText>{srcError}</Field.ErrorText>}
        </Field.Root>
        {backend.images?.upload && <ImageUpload upload={backend.images.upload} onUploaded={uploaded} />}
        <Checkbox.Root checked={decorative} onCheckedChange={(details) => write({ src, alt: '', decorative: details.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.imageDecorative}</Checkbox.Label>
        </Checkbox.Root>
        {!decorative && (
          <Field.Root invalid={altError !== undefined} required>
            <Field.Label>
              {t.imageAlt}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input ref={altInput} size="sm" value={alt} onChange={(event) => write({ src, alt: event.currentTarget.value })} />
            <Field.HelperText>{t.imageAltHelp}</Field.HelperText>
            {altError && <Field.ErrorText>{altError}</Field.ErrorText>}
          </Field.Root>
        )}
        {decorative && altError && (
          <Text color="fg.error" fontSize="sm">
            {altError}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
