import { Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Disclosure } from '../../engine/ui-kit/Disclosure.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import type { OkrPyramidProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

// From the top (company) to the base (individuals), each level a little wider than the one above.
const widths = [
  { base: '70%', md: '45%' },
  { base: '80%', md: '60%' },
  { base: '90%', md: '80%' },
  { base: '100%', md: '100%' },
];
const shades = [900, 800, 700, 600];

/**
 * The OKR cascade as a pyramid: a level opens on click to show an example objective and key result;
 * opening one closes the other, clicking it again closes it (one `<details>` group).
 */
export default function OkrPyramid({ id, surface, eyebrow, title, intro, levels, exampleLabel, keyResultLabel, hint }: OkrPyramidProps) {
  const group = useId();
  return (
    <Section id={id} surface={surface} width="5xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="center" />}
      <Text textAlign="center" fontSize="sm" color="fg.muted" mb="6">
        {hint}
      </Text>
      <Stack as="ol" listStyleType="none" gap="3" align="center">
        {levels.map((level, index) => (
          <Stack as="li" key={level.level} w="full" align="center">
            <Disclosure.Root variant="plain" name={group} w="full" display="flex" flexDirection="column" alignItems="center" gap="2">
              <Disclosure.Summary
                w={widths[index] ?? '100%'}
                py="4"
                px="5"
                borderRadius="xl"
                flexDirection="column"
                gap="0"
                textAlign="center"
                bg={`brand.${shades[index] ?? 600}`}
                color="fg.inverted"
                boxShadow="card"
                transition="background 0.2s ease, transform 0.2s ease"
                _hover={{ transform: 'translateY(-1px)', boxShadow: 'cardHover' }}
                _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
                css={{ '[open] > &': { bg: 'accent.solid', color: 'accent.contrast' } }}
              >
                <Text as="span" display="block" fontFamily="heading" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="600">
                  {level.title}
                </Text>
                <Text as="span" display="block" fontSize="sm" opacity={0.85}>
                  {level.description}
                </Text>
              </Disclosure.Summary>
              <Disclosure.Content
                w="full"
                maxW="3xl"
                bg="bg.panel"
                color="fg"
                borderWidth="1px"
                borderColor="accent.solid"
                borderRadius="xl"
                p={{ base: '4', md: '5' }}
              >
                <Stack gap="3">
                  <Text>
                    <Text as="span" fontWeight="700" color="accent.fg">
                      {exampleLabel}&nbsp;:
                    </Text>{' '}
                    <InlineText text={level.example} onDark={false} />
                  </Text>
                  <Text>
                    <Text as="span" fontWeight="700" color="accent.fg">
                      {keyResultLabel}&nbsp;:
                    </Text>{' '}
                    <InlineText text={level.keyResult} onDark={false} />
                  </Text>
                </Stack>
              </Disclosure.Content>
            </Disclosure.Root>
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}
