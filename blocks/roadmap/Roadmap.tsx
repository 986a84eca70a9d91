import { Box, Button, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Check, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { useReducedMotion } from '../_interactive/use-reduced-motion.ts';
import { isReached, ROADMAP_INTERVAL_MS } from './logic.ts';
import type { RoadmapProps } from './schema.ts';
import { useCyclingStep } from './use-cycling-step.ts';

const stepField = 'etape';

/**
 * Four steps lighting up in turn; a click jumps to a step. Motion stays still for visitors who asked for
 * less of it, and anyone can pause it (content moving on its own must be stoppable). Steps and the pause
 * button submit forms (form actions): a click made before the page is interactive is run by React once it is.
 */
export default function Roadmap({ id, surface, eyebrow, title, intro, steps, pauseLabel, playLabel }: RoadmapProps) {
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [active, setActive] = useCyclingStep(steps.length, ROADMAP_INTERVAL_MS, playing && !reducedMotion);

  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <form action={(data) => setActive(Number(data.get(stepField)))}>
        <Grid
          as="ol"
          listStyleType="none"
          templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: `repeat(${steps.length}, 1fr)` }}
          gap={{ base: '3', md: '5' }}
        >
          {steps.map((step, index) => {
            const reached = isReached(index, active);
            const current = index === active;
            return (
              <li key={step.title}>
                <chakra.button
                  type="submit"
                  name={stepField}
                  value={index}
                  aria-current={current ? 'step' : undefined}
                  data-reached={reached || undefined}
                  w="full"
                  h="full"
                  textAlign="start"
                  display="flex"
                  flexDirection="column"
                  gap="3"
                  p="6"
                  cursor="pointer"
                  bg={current ? 'brand.solid' : 'bg.panel'}
                  color={current ? 'fg.inverted' : 'fg'}
                  borderWidth="1px"
                  borderTopWidth="4px"
                  borderColor={reached ? 'accent.solid' : 'border'}
                  borderRadius="card"
                  boxShadow={current ? 'cardHover' : 'card'}
                  transition="background 0.3s ease, color 0.3s ease, border-color 0.3s ease"
                  _motionReduce={{ transition: 'none' }}
                  _hover={{ borderColor: 'accent.solid' }}
                  _focusVisible={{ outline: '3px solid', outlineColor: 'accent.solid', outlineOffset: '2px' }}
                >
                  <Flex as="span" align="center" gap="3">
                    <Box
                      as="span"
                      aria-hidden="true"
                      display="inline-flex"
                      alignItems="center"
                      justifyContent="center"
                      boxSize="9"
                      borderRadius="full"
                      fontWeight="700"
                      bg={reached ? 'accent.solid' : 'bg.muted'}
                      color={reached ? 'accent.contrast' : 'fg.muted'}
                    >
                      {reached && !current ? <Check size={18} /> : index + 1}
                    </Box>
                    {step.duration && (
                      <Text as="span" fontSize="sm" fontWeight="700" color={current ? 'accent.300' : 'accent.fg'}>
                        {step.duration}
                      </Text>
                    )}
                  </Flex>
                  <Text as="span" fontFamily="heading" fontSize="lg" fontWeight="600">
                    {step.title}
                  </Text>
                  <Text as="span" fontSize="sm" color={current ? 'fg.invertedMuted' : 'fg.muted'}>
                    {step.text}
                  </Text>
                </chakra.button>
              </li>
            );
          })}
        </Grid>
      </form>
      {!reducedMotion && (
        <Stack asChild mt="6" align="flex-end">
          <form action={() => setPlaying(!playing)}>
            <Button type="submit" variant="ghost" size="sm">
              {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
              {playing ? pauseLabel : playLabel}
            </Button>
          </form>
        </Stack>
      )}
    </Section>
  );
}
