import { Box, SimpleGrid } from '@chakra-ui/react';
import { BlockCta } from '../../engine/ui-kit/CtaButton.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { CaseCard, spansRow } from './CaseCard.tsx';
import type { CaseStudiesProps } from './schema.ts';

/** Missions as evidence: a detailed case spans the full width, the others share the rows. */
export default function CaseStudies({ id, surface, eyebrow, title, intro, labels, cases, cta }: CaseStudiesProps) {
  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} gap={{ base: '5', md: '6' }}>
        {cases.map((study) => (
          <Box as="li" key={study.title} gridColumn={spansRow(study) ? { lg: '1 / -1' } : undefined}>
            <CaseCard {...study} labels={labels} />
          </Box>
        ))}
      </SimpleGrid>
      <BlockCta cta={cta} mt="10" textAlign="center" />
    </Section>
  );
}
