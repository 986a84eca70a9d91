import { Accordion, Box, Text } from '@chakra-ui/react';
import type { FaqItem } from '../../engine/seo/faq-items.ts';

/** Questions with one answer open at a time; clicking the open one closes it. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root collapsible multiple={false} variant="plain" display="flex" flexDirection="column" gap="3">
      {items.map((item, index) => (
        // Ark derives element ids from the value: an index keeps them valid (no spaces).
        <Accordion.Item key={item.question} value={String(index)} bg="bg.panel" color="fg" borderWidth="1px" borderColor="border" borderRadius="xl" px={{ base: '4', md: '6' }}>
          <Accordion.ItemTrigger py="5" cursor="pointer" fontFamily="heading" fontSize={{ base: 'md', md: 'lg' }} fontWeight="600" textAlign="start">
            <Box as="span" flex="1">
              {item.question}
            </Box>
            <Accordion.ItemIndicator color="accent.fg" />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody pt="0" pb="5">
              <Text color="fg.muted">{item.answer}</Text>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
