import { Box, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Disclosure } from '../../engine/ui-kit/Disclosure.tsx';
import { StaticHtml } from '../../engine/render/StaticHtml.tsx';
import type { FaqItem } from '../../engine/seo/faq-items.ts';

function FaqQuestion({ item, group }: { item: FaqItem; group: string }) {
  return (
    <Disclosure.Root name={group}>
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
  );
}

/**
 * Questions with one answer open at a time; clicking the open one closes it. HTML does it all (`<details name>`).
 * Given `shown` (a filter's result), every question stays in the page and those not in it are hidden.
 */
export function FaqAccordion({ items, shown }: { items: readonly FaqItem[]; shown?: ReadonlySet<FaqItem> }) {
  const group = useId();
  return (
    <Stack gap="3">
      {items.map((item) =>
        shown ? (
          // A question never changes, only whether it shows: hydrating keeps its prerendered HTML instead of
          // rendering it again (the explorer's 21 questions were most of /faq's hydration).
          <div key={item.question} hidden={!shown.has(item)}>
            <StaticHtml>
              <FaqQuestion item={item} group={group} />
            </StaticHtml>
          </div>
        ) : (
          <FaqQuestion key={item.question} item={item} group={group} />
        ),
      )}
    </Stack>
  );
}
