import { HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { icons } from '../../engine/ui-kit/icon-map.ts';
import { Section, useSurfaceText } from '../../engine/ui-kit/Section.tsx';
import type { LogoStripProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';
import { Picture } from '../../engine/ui-kit/Picture.tsx';

/** Client references as sober word marks (clients are described, not named, under confidentiality), or their logos where a site may show them. */
export default function LogoStrip({ id, surface = 'muted', title, note, logos }: LogoStripProps) {
  return (
    <Section id={id} surface={surface} py={{ base: '10', md: '14' }}>
      <Logos title={title} note={note} logos={logos} />
    </Section>
  );
}

// Inside the Section, so the colours follow its surface.
function Logos({ title, note, logos }: Pick<LogoStripProps, 'title' | 'note' | 'logos'>) {
  const colors = useSurfaceText();
  return (
    <>
      <Text textAlign="center" textStyle="eyebrow" color={colors.muted} mb="8">
        {title}
      </Text>
      <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: logos.length }} gap={{ base: '6', md: '8' }} listStyleType="none">
        {logos.map(({ name, detail, icon, image }) => {
          const Icon = icon === undefined ? undefined : icons[icon];
          return (
            <Stack as="li" key={name} align="center" gap="1" textAlign="center" color={colors.strong}>
              {image ? (
                // The logo says the name (its alt); a decorative one leaves it to the words, for screen readers only.
                <>
                  <Picture image={image} width="auto" maxW="40" height="10" mb="1" />
                  {image.alt === '' && <VisuallyHidden>{name}</VisuallyHidden>}
                </>
              ) : (
                <HStack gap="2">
                  {Icon && <Icon size={20} strokeWidth={1.5} aria-hidden="true" />}
                  <Text fontFamily="heading" fontWeight="600" fontSize="md" letterSpacing="-0.01em">
                    {name}
                  </Text>
                </HStack>
              )}
              {detail && (
                <Text fontSize="xs" color={colors.muted}>
                  {detail}
                </Text>
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
      {note && (
        <Text mt="6" fontSize="xs" textAlign="center" color={colors.muted}>
          <InlineText text={note} />
        </Text>
      )}
    </>
  );
}
