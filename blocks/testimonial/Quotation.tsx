import { Blockquote, Stack, Text } from '@chakra-ui/react';
import { Quote } from 'lucide-react';
import { useSurface } from '../../engine/ui-kit/surface.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';
import type { FormattedText } from '../../engine/schema/formatted-text.ts';

interface QuotationProps {
  quote: FormattedText;
  /** Role title: clients stay anonymous. */
  author: string;
  /** Company descriptor. */
  company: string;
}

/** A client's words in French quotation marks, signed with a role and a company descriptor. Reads the surface of its section. */
export function Quotation({ quote, author, company }: QuotationProps) {
  const dark = useSurface() === 'dark';
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
        <Stack as="span" gap="0.5" align="center">
          <Text as="span" fontWeight="700" color={dark ? 'fg.inverted' : 'fg'}>
            {author}
          </Text>
          <Text as="span">{company}</Text>
        </Stack>
      </Blockquote.Caption>
    </Blockquote.Root>
  );
}
