import { Box, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Disclosure } from '../../engine/ui-kit/Disclosure.tsx';
import type { FaqItem } from '../../engine/seo/faq-items.ts';

/** Questions with one answer open at a time; clicking the open one closes it. HTML does it all (`<details name>`). */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const group = useId();
  return (
    <Stack gap="3">
      {items.map((item) => (
        <Disclosure.Root key={item.question} name={group}>
          <Disclosure.Summary>
            <Box as="span" flex="1">
              {item.question}
            </Box>
            <Disclosure.Indicator />
          </Disclosure.Summary>
          <Disclosure.Content>
            <Text color="fg.muted">{item.answer}</Text>
          </Disclosure.Content>
        </Disclosure.Root>
      ))}
    </Stack>
  );
}
