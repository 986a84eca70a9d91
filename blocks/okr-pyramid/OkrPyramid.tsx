import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Section } from '../../engine/render/Section.tsx';
import { SectionHeading } from '../../engine/render/SectionHeading.tsx';
import { toggleSelection } from '../_interactive/selection.ts';
import type { OkrPyramidProps } from './schema.ts';

// From the top (company) to the base (individuals), each level a little wider than the one above.
const widths = [{ base: '70%', md: '45%' }, { base: '80%', md: '60%' }, { base: '90%', md: '80%' }, { base: '100%', md: '100%' }];

/** The OKR cascade as a pyramid: a level opens on click to show an example objective and key result. */
export default function OkrPyramid({ id, surface, eyebrow, title, intro, levels, exampleLabel, keyResultLabel, hint }: OkrPyramidProps) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <Section id={id} surface={surface} width="5xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="center" />}
      <Text textAlign="center" fontSize="sm" color="fg.muted" mb="6">
        {hint}
      </Text>
      <Stack as="ol" listStyleType="none" gap="3" align="center">
        {levels.map((level, index) => {
          const expanded = open === level.level;
          const panelId = `${baseId}-${level.level}`;
          return (
            <Stack as="li" key={level.level} w="full" align="center" gap="2">
              <chakra.button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(toggleSelection(open, level.level))}
                w={widths[index] ?? '100%'}
                py="4"
                px="5"
                borderRadius="xl"
                textAlign="center"
                cursor="pointer"
                bg={expanded ? 'accent.solid' : `brand.${[900, 800, 700, 600][index]}`}
                color={expanded ? 'accent.contrast' : 'fg.inverted'}
                boxShadow="card"
                transition="background 0.2s ease, transform 0.2s ease"
                _hover={{ transform: 'translateY(-1px)', boxShadow: 'cardHover' }}
                _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
                _focusVisible={{ outline: '3px solid', outlineColor: 'accent.solid', outlineOffset: '3px' }}
              >
                <Text as="span" display="block" fontFamily="heading" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="600">
                  {level.title}
                </Text>
                <Text as="span" display="block" fontSize="sm" opacity={0.85}>
                  {level.description}
                </Text>
              </chakra.button>
              <Box id={panelId} hidden={!expanded} w="full" maxW="3xl" bg="bg.panel" color="fg" borderWidth="1px" borderColor="accent.solid" borderRadius="xl" p={{ base: '4', md: '5' }}>
                <Stack gap="3">
                  <Text>
                    <Text as="span" fontWeight="700" color="accent.fg">
                      {exampleLabel}&nbsp;:
                    </Text>{' '}
                    {level.example}
                  </Text>
                  <Text>
                    <Text as="span" fontWeight="700" color="accent.fg">
                      {keyResultLabel}&nbsp;:
                    </Text>{' '}
                    {level.keyResult}
                  </Text>
                </Stack>
              </Box>
            </Stack>
          );
        })}
      </Stack>
    </Section>
  );
}
