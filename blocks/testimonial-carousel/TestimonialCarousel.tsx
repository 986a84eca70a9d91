import { Stack } from '@chakra-ui/react';
import { Island } from '../../engine/render/island.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import type { TestimonialCarouselProps } from './schema.ts';
import TestimonialQuotes from './TestimonialQuotes.tsx';

/**
 * One quote at a time; "next" moves on and comes back to the first after the last. The section, its heading
 * and the carousel's region are static; the quote shown, its position and the button are an island.
 */
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
  const island = { testimonials, nextLabel, positionLabel, dark: surface === 'dark' };
  return (
    <Section id={id} surface={surface} width="5xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="center" />}
      <Stack as="section" aria-roledescription="carrousel" aria-label={label} gap="8" align="center" textAlign="center">
        <Island component={TestimonialQuotes} props={island} />
      </Stack>
    </Section>
  );
}
