import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { ChoiceTabs } from '../../engine/ui-kit/ChoiceTabs.tsx';
import { BlockCta } from '../../engine/ui-kit/CtaButton.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import type { TabContent, TabsProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

/** Static content in tabs; every panel is in the HTML, the first one shown, the others one click away with no script. */
export default function Tabs({ id, surface, eyebrow, title, intro, tabs }: TabsProps) {
  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <ChoiceTabs label={title ?? tabs.map((tab) => tab.label).join(' / ')} choices={tabs.map((tab) => ({ label: tab.label, content: <Panel {...tab} /> }))} />
    </Section>
  );
}

function Panel({ title, paragraphs, points, cta }: TabContent) {
  return (
    <Stack gap="5" bg="bg.panel" color="fg" borderWidth="1px" borderColor="border" borderRadius="card" p={{ base: '6', md: '8' }}>
      <Heading as="h3" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="600">
        {title}
      </Heading>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} color="fg.muted">
          {/* The panel is light on any surface. */}
          <InlineText text={paragraph} onDark={false} />
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
