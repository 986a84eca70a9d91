import { Heading, Stack, Text } from '@chakra-ui/react';
import { CtaButton } from '../../engine/ui-kit/CtaButton.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import type { CtaBandProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

/** A closing call to action: one sentence, one or two buttons. */
export default function CtaBand({ id, surface = 'dark', title, text, primaryCta, secondaryCta }: CtaBandProps) {
  return (
    <Section id={id} surface={surface} width="5xl">
      <Stack align="center" textAlign="center" gap="6">
        <Heading as="h2" fontFamily="heading" fontWeight="500" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15" color="inherit">
          {title}
        </Heading>
        {text && (
          <Text fontSize={{ base: 'md', md: 'lg' }} maxW="2xl" opacity={0.85}>
            <InlineText text={text} />
          </Text>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <CtaButton cta={primaryCta} />
          {secondaryCta && <CtaButton cta={secondaryCta} emphasis="secondary" />}
        </Stack>
      </Stack>
    </Section>
  );
}
