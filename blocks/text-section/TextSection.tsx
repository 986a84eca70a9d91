import { Box, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { BlockCta } from '../../engine/ui-kit/CtaButton.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { useSurface } from '../../engine/ui-kit/surface.ts';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import type { TextSectionProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';
import { Picture } from '../../engine/ui-kit/Picture.tsx';
import type { FormattedText } from '../../engine/schema/formatted-text.ts';

/** Prose with an optional side column (an image, a list or both): explanations, "why now", the founder's story. */
export default function TextSection({ id, surface, eyebrow, title, paragraphs, listTitle, list, image, cta }: TextSectionProps) {
  const sideList = list.length > 0 && <SideList title={listTitle} items={list} />;
  const side = list.length > 0 || image !== undefined;
  return (
    <Section id={id} surface={surface}>
      <Grid templateColumns={{ base: '1fr', lg: side ? '1.1fr 1fr' : '1fr' }} gap={{ base: '10', lg: '16' }} alignItems="start">
        <Box>
          <SectionHeading eyebrow={eyebrow} title={title} />
          <Stack gap="4" mt="-4" maxW="3xl">
            {paragraphs.map((paragraph, index) => (
              <Paragraph key={index} text={paragraph} />
            ))}
          </Stack>
          <BlockCta cta={cta} mt="8" />
        </Box>
        {image ? (
          <Stack gap="8">
            <Picture image={image} maxW="36rem" borderRadius="card" boxShadow="card" />
            {sideList}
          </Stack>
        ) : (
          sideList
        )}
      </Grid>
    </Section>
  );
}

function Paragraph({ text }: { text: FormattedText }) {
  const dark = useSurface() === 'dark';
  return (
    <Text fontSize={{ base: 'md', md: 'lg' }} color={dark ? 'fg.invertedMuted' : 'fg.muted'}>
      <InlineText text={text} />
    </Text>
  );
}

function SideList({ title, items }: { title: string | undefined; items: TextSectionProps['list'] }) {
  return (
    <Box bg="bg.panel" color="fg" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card" p={{ base: '6', md: '8' }}>
      {title && (
        <Heading as="h3" fontFamily="heading" fontSize="xl" fontWeight="600" mb="5">
          {title}
        </Heading>
      )}
      <List.Root variant="plain" gap="4">
        {items.map((item) => (
          <List.Item key={item.title} alignItems="flex-start" gap="3">
            <List.Indicator asChild color="accent.solid" mt="1">
              <CheckCircle2 size={20} aria-hidden="true" />
            </List.Indicator>
            <Box>
              <Text fontWeight="600">{item.title}</Text>
              {item.text && (
                <Text color="fg.muted" fontSize="sm" mt="0.5">
                  <InlineText text={item.text} onDark={false} />
                </Text>
              )}
            </Box>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
