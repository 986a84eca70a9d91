import { Box, Text } from '@chakra-ui/react';
import { Picture } from '../../engine/ui-kit/Picture.tsx';
import { Section, useSurfaceText } from '../../engine/ui-kit/Section.tsx';
import type { FigureProps } from './schema.ts';

function Caption({ text }: { text: string }) {
  const { muted } = useSurfaceText();
  return (
    <Text as="figcaption" mt="3" fontSize="sm" color={muted}>
      {text}
    </Text>
  );
}

/** A figure: an image in the text's column or wide, with its caption under it. */
export default function Figure({ id, surface, image, caption, wide }: FigureProps) {
  return (
    <Section id={id} surface={surface} width={wide ? '6xl' : '3xl'}>
      <Box as="figure" m="0">
        <Picture image={image} borderRadius="card" boxShadow="card" />
        {caption && <Caption text={caption} />}
      </Box>
    </Section>
  );
}
