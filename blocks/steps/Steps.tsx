import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { BlockCta } from '../../engine/ui-kit/CtaButton.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import type { StepsProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

/** A numbered process; optionally each step lights up under the pointer or focus. */
export default function Steps({ id, surface, eyebrow, title, intro, steps, highlightOnHover, cta }: StepsProps) {
  const highlight = highlightOnHover
    ? { _hover: { borderColor: 'accent.solid', boxShadow: 'cardHover', transform: 'translateY(-2px)' }, _focusWithin: { borderColor: 'accent.solid' } }
    : {};
  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Grid
        as="ol"
        listStyleType="none"
        templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: `repeat(${steps.length}, 1fr)` }}
        gap={{ base: '4', md: '6' }}
      >
        {steps.map((step, index) => (
          <Stack
            as="li"
            key={step.title}
            tabIndex={highlightOnHover ? 0 : undefined}
            gap="3"
            p="6"
            bg="bg.panel"
            color="fg"
            borderWidth="1px"
            borderColor="border"
            borderRadius="card"
            transition="all 0.2s ease"
            {...highlight}
          >
            <Box fontFamily="heading" fontSize="3xl" fontWeight="500" color="accent.solid" lineHeight="1" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </Box>
            <Heading as="h3" fontSize="lg" fontWeight="600" fontFamily="heading">
              {step.title}
            </Heading>
            {step.duration && (
              <Text fontSize="sm" fontWeight="700" color="brand.600">
                {step.duration}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted">
              <InlineText text={step.text} onDark={false} />
            </Text>
          </Stack>
        ))}
      </Grid>
      <BlockCta cta={cta} mt="10" />
    </Section>
  );
}
