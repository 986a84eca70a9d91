import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { ContactCard } from './ContactCard.tsx';
import { RichText } from './RichText.tsx';
import type { ArticleProps } from './schema.ts';
import { useTodayInFrench } from './use-today-in-french.ts';

type ArticleSection = ArticleProps['sections'][number];

/** Long-form text: headed sections of paragraphs and bullet points, an optional update date and contact card. */
export default function Article({ id, surface, eyebrow, title, titleLevel, lead, updated, sections, contact, email }: ArticleProps) {
  // Under an article title in the middle of a page, sections are one level deeper.
  const sectionLevel = title && titleLevel === 'h2' ? 'h3' : 'h2';
  return (
    <Section id={id} surface={surface} width="3xl">
      {title && <SectionHeading as={titleLevel} eyebrow={eyebrow} title={title} intro={lead} />}
      {updated && <UpdatedOn label={updated.label} prerenderedDate={updated.prerenderedDate} />}
      <Stack gap={{ base: '10', md: '12' }}>
        {sections.map((section) => (
          <ArticlePart key={section.title} section={section} level={sectionLevel} email={email} />
        ))}
        {contact && <ContactCard {...contact} level={sectionLevel} />}
      </Stack>
    </Section>
  );
}

function UpdatedOn({ label, prerenderedDate }: { label: string; prerenderedDate: string }) {
  const date = useTodayInFrench(prerenderedDate);
  return (
    <Text mt={{ base: '-4', md: '-8' }} mb="10" fontSize="sm" color="fg.muted">
      {label} {date}
    </Text>
  );
}

function ArticlePart({ section, level, email }: { section: ArticleSection; level: 'h2' | 'h3'; email: string }) {
  return (
    <Box as="section" id={section.id}>
      <Heading
        as={level}
        fontFamily="heading"
        fontWeight="500"
        fontSize={level === 'h2' ? { base: '2xl', md: '3xl' } : { base: 'xl', md: '2xl' }}
        lineHeight="1.2"
        mb="4"
      >
        {section.title}
      </Heading>
      <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
        {section.paragraphs.map((paragraph) => (
          <Text key={paragraph}>
            <RichText text={paragraph} email={email} />
          </Text>
        ))}
        {section.list.length > 0 && (
          <List.Root ps="6" gap="2">
            {section.list.map((item) => (
              <List.Item key={item} _marker={{ color: 'accent.solid' }}>
                <RichText text={item} email={email} />
              </List.Item>
            ))}
          </List.Root>
        )}
        {section.closing.map((paragraph) => (
          <Text key={paragraph}>
            <RichText text={paragraph} email={email} />
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
