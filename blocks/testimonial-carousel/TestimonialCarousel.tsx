import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Quote } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import { Section, useSurface } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { nextIndex } from '../_interactive/selection.ts';
import { fillTemplate } from '../_interactive/template.ts';
import type { TestimonialCarouselProps } from './schema.ts';

/** One quote at a time; "next" moves on and comes back to the first after the last. */
export default function TestimonialCarousel({
  id,
  surface = 'dark',
  eyebrow,
  title,
  intro,
  testimonials,
  label,
  nextLabel,
  positionLabel,
}: TestimonialCarouselProps) {
  return (
    <Section id={id} surface={surface} width="5xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="center" />}
      <Quotes testimonials={testimonials} label={label} nextLabel={nextLabel} positionLabel={positionLabel} />
    </Section>
  );
}

type QuotesProps = Pick<TestimonialCarouselProps, 'testimonials' | 'label' | 'nextLabel' | 'positionLabel'>;

/** The quotes and their button, where the state lives: "next" re-renders neither the section nor the button. */
function Quotes({ testimonials, label, nextLabel, positionLabel }: QuotesProps) {
  const [index, setIndex] = useState(0);
  const shown = testimonials[index]!;
  const next = useCallback(() => setIndex((current) => nextIndex(current, testimonials.length)), [testimonials.length]);
  return (
    <Stack as="section" aria-roledescription="carrousel" aria-label={label} gap="8" align="center" textAlign="center">
      {/* Polite: the new quote is read once the visitor asked for it, without interrupting. */}
      <Box aria-live="polite" minH={{ base: '64', md: '48' }} display="flex" alignItems="center">
        <Figure key={index} {...shown} />
      </Box>
      <Flex align="center" gap="5">
        <Text fontSize="sm" fontWeight="600" opacity={0.8}>
          {fillTemplate(positionLabel, { current: index + 1, total: testimonials.length })}
        </Text>
        <NextButton label={nextLabel} next={next} />
      </Flex>
    </Stack>
  );
}

function Figure({ text, author, company }: TestimonialCarouselProps['testimonials'][number]) {
  const dark = useSurface() === 'dark';
  return (
    <Stack as="figure" gap="5" align="center" animation="fade-in 0.4s ease-out" _motionReduce={{ animation: 'none' }}>
      <Box color={dark ? 'accent.300' : 'accent.solid'} aria-hidden="true">
        <Quote size={32} />
      </Box>
      <Text as="blockquote" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.45" maxW="3xl">
        «&nbsp;{text}&nbsp;»
      </Text>
      <Text as="figcaption" fontSize="sm" color={dark ? 'fg.invertedMuted' : 'fg.muted'}>
        <Text as="span" fontWeight="700" color={dark ? 'fg.inverted' : 'fg'}>
          {author}
        </Text>
        {' · '}
        {company}
      </Text>
    </Stack>
  );
}

/**
 * A form action: a click made before the page is interactive is run by React once it is. Memoised with a
 * stable `next`, it keeps its element as the quotes change.
 */
const NextButton = memo(function NextButton({ label, next }: { label: string; next: () => void }) {
  const dark = useSurface() === 'dark';
  return (
    <form action={next}>
      <Button type="submit" variant={dark ? 'outlineLight' : 'outline'} borderRadius="full">
        {label}
        <ArrowRight size={16} aria-hidden="true" />
      </Button>
    </form>
  );
});
