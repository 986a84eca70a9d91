import { Box, chakra, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { ImageSource } from '../../../engine/site/schema-context.ts';
import { compareNames, t } from '../text.ts';

/** A file of images/ as a thumbnail: its name is printed beside it, so the picture itself says nothing more (alt=""). */
export function Thumbnail({ address, size }: { address: string | undefined; size: string }) {
  if (address === undefined) return null;
  return <chakra.img src={address} alt="" width={size} height={size} objectFit="contain" background="bg.muted" borderRadius="sm" />;
}

/**
 * The site's images to choose from: native radio buttons in a grid (arrow keys move through them), each with its
 * thumbnail, its file name and its pixels.
 */
export function ImageChoice({
  images,
  chosen,
  thumbnail,
  onChoose,
}: {
  images: ReadonlyMap<string, ImageSource>;
  chosen: string;
  thumbnail?: (src: string, image: ImageSource) => string | undefined;
  onChoose: (src: string) => void;
}) {
  const name = useId();
  const paths = [...images.keys()].sort(compareNames);
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm">{t.imageChoice}</Fieldset.Legend>
      <SimpleGrid minChildWidth="8rem" gap="2">
        {paths.map((src) => {
          const image = images.get(src)!;
          const { width, height } = image;
          return (
            <chakra.label
              key={src}
              display="flex"
              flexDirection="column"
              gap="1"
              padding="2"
              borderWidth="2px"
              borderRadius="md"
              borderColor={src === chosen ? 'colorPalette.solid' : 'border'}
              cursor="pointer"
              _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
            >
              <Thumbnail address={thumbnail?.(src, image)} size="7rem" />
              <Box display="flex" gap="1" alignItems="start">
                <input type="radio" name={name} value={src} checked={src === chosen} onChange={() => onChoose(src)} />
                <Text fontSize="xs" wordBreak="break-all">
                  {t.imageOption(src, width, height)}
                </Text>
              </Box>
            </chakra.label>
          );
        })}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
