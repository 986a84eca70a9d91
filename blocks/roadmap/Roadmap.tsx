import { Box, Button, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Check, Pause, Play } from 'lucide-react';
import { memo, useState, type Dispatch, type SetStateAction } from 'react';
import { StaticHtml } from '../../engine/render/StaticHtml.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { useReducedMotion } from '../_interactive/use-reduced-motion.ts';
import { isReached, ROADMAP_INTERVAL_MS } from './logic.ts';
import type { RoadmapProps } from './schema.ts';
import { useCyclingStep } from './use-cycling-step.ts';

const stepField = 'etape';

type Step = RoadmapProps['steps'][number];

/**
 * Four steps lighting up in turn; a click jumps to a step. Motion stays still for visitors who asked for
 * less of it, and anyone can pause it (content moving on its own must be stoppable). Steps and the pause
 * button submit forms (form actions): a click made before the page is interactive is run by React once it is.
 */
export default function Roadmap({ id, surface, eyebrow, title, intro, steps, pauseLabel, playLabel }: RoadmapProps) {
  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <CyclingSteps steps={steps} pauseLabel={pauseLabel} playLabel={playLabel} />
    </Section>
  );
}

/**
 * The steps and their pause button, where the state lives: a step change re-renders the steps whose state
 * changed, never the section around them. Being current or reached is an attribute that constant styles
 * select on, so a step change costs no new class name (whose styles Chakra would resolve and insert).
 */
function CyclingSteps({ steps, pauseLabel, playLabel }: Pick<RoadmapProps, 'steps' | 'pauseLabel' | 'playLabel'>) {
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [active, choose] = useCyclingStep(steps.length, ROADMAP_INTERVAL_MS, playing && !reducedMotion);
  return (
    <>
      <form action={(data) => choose(Number(data.get(stepField)))}>
        <Grid
          as="ol"
          listStyleType="none"
          templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: `repeat(${steps.length}, 1fr)` }}
          gap={{ base: '3', md: '5' }}
        >
          {steps.map((step, index) => (
            <li key={step.title}>
              <StepButton step={step} index={index} current={index === active} reached={isReached(index, active)} />
            </li>
          ))}
        </Grid>
      </form>
      {!reducedMotion && <PauseButton playing={playing} toggle={setPlaying} pauseLabel={pauseLabel} playLabel={playLabel} />}
    </>
  );
}

interface StepButtonProps {
  step: Step;
  index: number;
  current: boolean;
  reached: boolean;
}

const StepButton = memo(function StepButton({ step, index, current, reached }: StepButtonProps) {
  return (
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
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderTopWidth="4px"
      borderColor="border"
      borderRadius="card"
      boxShadow="card"
      transition="background 0.3s ease, color 0.3s ease, border-color 0.3s ease"
      _motionReduce={{ transition: 'none' }}
      _currentStep={{ bg: 'brand.solid', color: 'fg.inverted', boxShadow: 'cardHover' }}
      _hover={{ borderColor: 'accent.solid' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'accent.solid', outlineOffset: '2px' }}
      css={{ '&[data-reached]': { borderColor: 'accent.solid' } }}
    >
      <StaticHtml as="span">
        <StepText step={step} index={index} />
      </StaticHtml>
    </chakra.button>
  );
});

// A step done (reached, no longer current) shows a check mark in place of its number.
const whenDone = '[data-reached]:not([aria-current=step]) &';

/**
 * What a step says, the same whatever the state: the button's attributes select what shows (the check
 * mark of a step done, the colours of the current one), so it keeps its prerendered HTML in the page.
 */
function StepText({ step, index }: { step: Step; index: number }) {
  return (
    <>
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
          bg="bg.muted"
          color="fg.muted"
          css={{ '[data-reached] &': { bg: 'accent.solid', color: 'accent.contrast' } }}
        >
          <chakra.span css={{ [whenDone]: { display: 'none' } }}>{index + 1}</chakra.span>
          <chakra.span display="none" css={{ [whenDone]: { display: 'inline-flex' } }}>
            <Check size={18} />
          </chakra.span>
        </Box>
        {step.duration && (
          <Text as="span" fontSize="sm" fontWeight="700" color="accent.fg" css={{ '[aria-current=step] &': { color: 'accent.300' } }}>
            {step.duration}
          </Text>
        )}
      </Flex>
      <Text as="span" fontFamily="heading" fontSize="lg" fontWeight="600">
        {step.title}
      </Text>
      <Text as="span" fontSize="sm" color="fg.muted" css={{ '[aria-current=step] &': { color: 'fg.invertedMuted' } }}>
        {step.text}
      </Text>
    </>
  );
}

interface PauseButtonProps {
  playing: boolean;
  toggle: Dispatch<SetStateAction<boolean>>;
  pauseLabel: string;
  playLabel: string;
}

const PauseButton = memo(function PauseButton({ playing, toggle, pauseLabel, playLabel }: PauseButtonProps) {
  const flip = () => toggle((was) => !was);
  return (
    <Stack asChild mt="6" align="flex-end">
      <form action={flip}>
        <Button type="submit" variant="ghost" size="sm">
          {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
          {playing ? pauseLabel : playLabel}
        </Button>
      </form>
    </Stack>
  );
});
