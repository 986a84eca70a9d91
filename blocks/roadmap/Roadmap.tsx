import { Box, Button, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Check, Pause, Play } from 'lucide-react';
import { memo, useId, useState, type Dispatch, type SetStateAction } from 'react';
import { StaticHtml } from '../../engine/render/StaticHtml.tsx';
import { useEnteredBeforeHydration } from '../../engine/render/use-entered-before-hydration.ts';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { useReducedMotion } from '../_interactive/use-reduced-motion.ts';
import { ROADMAP_INTERVAL_MS } from './logic.ts';
import type { RoadmapProps } from './schema.ts';
import { useCyclingStep } from './use-cycling-step.ts';

type Step = RoadmapProps['steps'][number];

// Which step is current is which radio button is checked: these select on it, from the first paint.
const current = 'label:has(> input:checked)';
/** The item of a step done: one before the current step. */
const done = '[data-step]:has(~ [data-step] input:checked)';

/**
 * Four steps lighting up in turn; choosing one makes it the current step. The steps are radio buttons drawn
 * as cards: a click or the arrow keys check one, and CSS shows it current and the steps before it done, from
 * the first paint, before and without any script. Once the page is live the current step moves on every
 * 3 seconds; motion stays still for visitors who asked for less of it, and anyone can pause it (content moving
 * on its own must be stoppable).
 */
export default function Roadmap({ id, surface, eyebrow, title, intro, steps, stepsLabel, pauseLabel, playLabel }: RoadmapProps) {
  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <CyclingSteps steps={steps} stepsLabel={stepsLabel} pauseLabel={pauseLabel} playLabel={playLabel} />
    </Section>
  );
}

/**
 * The steps and their pause button, where the state lives: a step change re-renders the two steps whose
 * radio changed, never the section around them.
 */
function CyclingSteps({ steps, stepsLabel, pauseLabel, playLabel }: Pick<RoadmapProps, 'steps' | 'stepsLabel' | 'pauseLabel' | 'playLabel'>) {
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [active, choose] = useCyclingStep(steps.length, ROADMAP_INTERVAL_MS, playing && !reducedMotion);
  const name = useId();
  // A step chosen before the page was live is the current one: the cycle goes on from it.
  const group = useEnteredBeforeHydration<HTMLFieldSetElement>((element) => {
    const checked = element.querySelector<HTMLInputElement>('input:checked');
    if (checked) choose(Number(checked.value));
  });
  return (
    <>
      <chakra.fieldset ref={group} role="radiogroup" aria-label={stepsLabel} m="0" p="0" border="0" minW="0">
        <Grid
          as="ol"
          listStyleType="none"
          templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: `repeat(${steps.length}, 1fr)` }}
          gap={{ base: '3', md: '5' }}
        >
          {steps.map((step, index) => (
            <li key={step.title} data-step="">
              <StepChoice step={step} index={index} name={name} checked={index === active} choose={choose} />
            </li>
          ))}
        </Grid>
      </chakra.fieldset>
      {!reducedMotion && <PauseButton playing={playing} toggle={setPlaying} pauseLabel={pauseLabel} playLabel={playLabel} />}
    </>
  );
}

interface StepChoiceProps {
  step: Step;
  index: number;
  name: string;
  checked: boolean;
  choose: (index: number) => void;
}

/** A step as a card that is the label of its radio button, which covers it whole and stays focusable. */
const StepChoice = memo(function StepChoice({ step, index, name, checked, choose }: StepChoiceProps) {
  return (
    <chakra.label
      position="relative"
      w="full"
      h="full"
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
      _hover={{ borderColor: 'accent.solid' }}
      css={{
        [`${done} > &`]: { borderColor: 'accent.solid' },
        '&:has(> input:checked)': { bg: 'brand.solid', color: 'fg.inverted', boxShadow: 'cardHover', borderColor: 'accent.solid' },
        '&:has(> input:focus-visible)': { outline: '3px solid', outlineColor: 'accent.solid', outlineOffset: '2px' },
      }}
    >
      <chakra.input
        type="radio"
        name={name}
        value={index}
        checked={checked}
        onChange={() => choose(index)}
        position="absolute"
        inset="0"
        m="0"
        opacity="0"
        cursor="pointer"
      />
      <StaticHtml as="span">
        <StepText step={step} index={index} />
      </StaticHtml>
    </chakra.label>
  );
});

/**
 * What a step says, the same whatever the state: which radio is checked selects what shows (the check
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
          css={{ [`${current} &`]: { bg: 'accent.solid', color: 'accent.contrast' }, [`${done} &`]: { bg: 'accent.solid', color: 'accent.contrast' } }}
        >
          <chakra.span css={{ [`${done} &`]: { display: 'none' } }}>{index + 1}</chakra.span>
          <chakra.span display="none" css={{ [`${done} &`]: { display: 'inline-flex' } }}>
            <Check size={18} />
          </chakra.span>
        </Box>
        {step.duration && (
          <Text as="span" fontSize="sm" fontWeight="700" color="accent.fg" css={{ [`${current} &`]: { color: 'accent.300' } }}>
            {step.duration}
          </Text>
        )}
      </Flex>
      <Text as="span" fontFamily="heading" fontSize="lg" fontWeight="600">
        {step.title}
      </Text>
      <Text as="span" fontSize="sm" color="fg.muted" css={{ [`${current} &`]: { color: 'fg.invertedMuted' } }}>
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

/** A form action: a click made before the page is live is run by React once it is. */
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
