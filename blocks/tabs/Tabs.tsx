import { Heading, List, Stack, Tabs as ChakraTabs, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { BlockCta } from '../../engine/render/CtaButton.tsx';
import { Section } from '../../engine/render/Section.tsx';
import { SectionHeading } from '../../engine/render/SectionHeading.tsx';
import type { TabContent, TabsProps } from './schema.ts';

/** Static content in tabs; every panel is in the HTML, the first one shown. */
export default function Tabs({ id, surface, eyebrow, title, intro, tabs }: TabsProps) {
  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      {/* Ark derives element ids from the values: indexes keep them valid (a label may have spaces). */}
      <ChakraTabs.Root defaultValue="0" variant="enclosed" fitted={false} colorPalette="brand">
        {/* Wraps rather than scrolls on small screens, so every tab stays in sight. */}
        <ChakraTabs.List bg="bg.muted" flexWrap="wrap" width="fit-content" maxW="full">
          {tabs.map((tab, index) => (
            <ChakraTabs.Trigger key={tab.label} value={String(index)} fontWeight="600" color="fg.muted" _selected={{ color: 'fg', bg: 'bg.panel' }}>
              {tab.label}
            </ChakraTabs.Trigger>
          ))}
        </ChakraTabs.List>
        {tabs.map((tab, index) => (
          <ChakraTabs.Content key={tab.label} value={String(index)} pt="6">
            <Panel {...tab} />
          </ChakraTabs.Content>
        ))}
      </ChakraTabs.Root>
    </Section>
  );
}

function Panel({ title, paragraphs, points, cta }: TabContent) {
  return (
    <Stack gap="5" bg="bg.panel" color="fg" borderWidth="1px" borderColor="border" borderRadius="card" p={{ base: '6', md: '8' }}>
      <Heading as="h3" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="600">
        {title}
      </Heading>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} color="fg.muted">
          {paragraph}
        </Text>
      ))}
      {points.length > 0 && (
        <List.Root variant="plain" gap="3">
          {points.map((point) => (
            <List.Item key={point} alignItems="flex-start" gap="3">
              <List.Indicator asChild color="accent.solid" mt="1">
                <CheckCircle2 size={18} aria-hidden="true" />
              </List.Indicator>
              {point}
            </List.Item>
          ))}
        </List.Root>
      )}
      <BlockCta cta={cta} size="md" />
    </Stack>
  );
}
