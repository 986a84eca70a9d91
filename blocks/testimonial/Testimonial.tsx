import { Stack, Text } from '@chakra-ui/react';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { Quotation } from './Quotation.tsx';
import type { TestimonialProps } from './schema.ts';

/** One client quote as a band of its own. */
export default function Testimonial({ id, surface = 'muted', eyebrow, quote, author, company, image }: TestimonialProps) {
  return (
    <Section id={id} surface={surface} width="3xl">
      <Stack gap="6" align="center">
        {eyebrow && (
          <Text textStyle="eyebrow" color={surface === 'dark' ? 'accent.300' : 'accent.fg'}>
            {eyebrow}
          </Text>
        )}
        <Quotation quote={quote} author={author} company={company} image={image} />
      </Stack>
    </Section>
  );
}
