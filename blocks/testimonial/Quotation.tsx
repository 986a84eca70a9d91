import { Blockquote, HStack, Stack, Text } from '@chakra-ui/react';
import { Quote } from 'lucide-react';
import { useSurface } from '../../engine/ui-kit/surface.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';
import type { FormattedText } from '../../engine/schema/formatted-text.ts';
import type { ResolvedImage } from '../../engine/schema/image-renditions.ts';
import { Picture } from '../../engine/ui-kit/Picture.tsx';

interface QuotationProps {
  quote: FormattedText;
  /** Role title: clients stay anonymous. */
  author: string;
  /** Company descriptor. */
  company: string;
  /** A portrait or the company's mark, round beside the signature. */
  image?: ResolvedImage;
}

/** A client's words in French quotation marks, signed with a role and a company descriptor. Reads the surface of its section. */
export function Quotation({ quote, author, company, image }: QuotationProps) {
  const dark = useSurface() === 'dark';
  const signature = (
    <Stack as="span" gap="0.5" align={image ? 'start' : 'center'} textAlign={image ? 'start' : undefined}>
      <Text as="span" fontWeight="700" color={dark ? 'fg.inverted' : 'fg'}>
        {author}
      </Text>
      <Text as="span">{company}</Text>
    </Stack>
  );
  return (
    <Blockquote.Root variant="plain" p="0" justify="center" textAlign="center" alignItems="center" gap="6">
      <Blockquote.Icon asChild color={dark ? 'accent.300' : 'accent.solid'} boxSize="10">
        <Quote aria-hidden="true" />
      </Blockquote.Icon>
      <Blockquote.Content fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.45" fontWeight="400" color="inherit">
        «&nbsp;
        <InlineText text={quote} />
        &nbsp;»
      </Blockquote.Content>
      <Blockquote.Caption fontSize="sm" color={dark ? 'fg.invertedMuted' : 'fg.muted'}>
        {image ? (
          <HStack as="span" gap="4" justify="center">
            <Picture image={image} width="16" height="16" flexShrink="0" objectFit="cover" borderRadius="full" />
            {signature}
          </HStack>
        ) : (
          signature
        )}
      </Blockquote.Caption>
    </Blockquote.Root>
  );
}
