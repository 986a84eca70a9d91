import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ProgressBar } from '../../engine/ui-kit/ProgressBar.tsx';
import { StepHeading } from '../_interactive/StepHeading.tsx';
import { RotateCcw } from 'lucide-react';
import { useId, type Ref } from 'react';
import { CtaButton } from '../../engine/ui-kit/CtaButton.tsx';
import { fillTemplate } from '../_interactive/template.ts';
import { needsChiefOfStaff } from './logic.ts';
import type { SimulatorProps } from './schema.ts';

interface ResultStepProps {
  texts: SimulatorProps['result'];
  firstName: string;
  score: number;
  onRestart: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The score and its verdict: orange with the freelance recommendation above 49, green otherwise. */
export function ResultStep({ texts, firstName, score, onRestart, headingRef }: ResultStepProps) {
  const needed = needsChiefOfStaff(score);
  const verdict = needed ? texts.needed : texts.notNeeded;
  const palette = needed ? 'orange' : 'green';
  const scoreId = useId();
  return (
    <Stack gap="8">
      <StepHeading ref={headingRef} as="h2">
        {fillTemplate(texts.title, { firstName: firstName.trim() })}
      </StepHeading>
      <Box
        colorPalette={palette}
        data-verdict={needed ? 'needed' : 'not-needed'}
        bg="colorPalette.subtle"
        borderWidth="1px"
        borderColor="colorPalette.muted"
        borderRadius="card"
        p={{ base: '5', md: '8' }}
      >
        <div>
          <Flex align="baseline" justify="space-between" gap="4" mb="3">
            <Text id={`${scoreId}-label`} as="span" fontWeight="600">
              {texts.scoreLabel}
            </Text>
            <Text id={`${scoreId}-value`} as="span" fontFamily="heading" fontSize={{ base: '4xl', md: '5xl' }} lineHeight="1" color="colorPalette.fg">
              {score}&nbsp;%
            </Text>
          </Flex>
          <ProgressBar value={score} labelledBy={`${scoreId}-label ${scoreId}-value`} size="lg" track="panel" />
        </div>
        <Stack gap="3" mt="6">
          <Heading as="h3" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="600" color="colorPalette.fg">
            {verdict.title}
          </Heading>
          <Text>{verdict.text}</Text>
        </Stack>
        <Box mt="6">
          <CtaButton cta={verdict.cta} size="md" />
        </Box>
      </Box>
      <Button variant="outline" borderRadius="full" alignSelf="flex-start" onClick={onRestart}>
        <RotateCcw size={16} aria-hidden="true" />
        {texts.restartLabel}
      </Button>
    </Stack>
  );
}
