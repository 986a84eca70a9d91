import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ProgressBar } from '../../engine/ui-kit/ProgressBar.tsx';
import { StepHeading } from './StepHeading.tsx';
import { useId, type Ref } from 'react';

interface QuizQuestionProps {
  /** "Question 2 sur 3", "33 % complété": how far the visitor is. */
  progressText: string;
  percent: number;
  question: string;
  options: readonly string[];
  onAnswer: (index: number) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

const choiceField = 'choix';

/**
 * One quiz question: answering is choosing an option, which moves the quiz on. Each option submits the
 * question's form (a form action): an answer given before the page is interactive is run by React once it is.
 */
export function QuizQuestion({ progressText, percent, question, options, onAnswer, headingRef }: QuizQuestionProps) {
  const progressId = useId();
  return (
    <Stack gap="6">
      <div>
        <Flex justify="flex-end" mb="2">
          <Text id={progressId} as="span" aria-live="polite" fontSize="sm" fontWeight="600" color="fg.muted">
            {progressText}
          </Text>
        </Flex>
        <ProgressBar value={percent} labelledBy={progressId} />
      </div>
      <StepHeading ref={headingRef} as="h3" fontSize={{ base: 'xl', md: '2xl' }}>
        {question}
      </StepHeading>
      <form action={(data) => onAnswer(Number(data.get(choiceField)))}>
        <Stack as="ul" listStyleType="none" gap="3">
          {/* Keyed by position: the next question reuses these elements and only their text changes. */}
          {options.map((option, index) => (
            <li key={index}>
              <Button
                variant="outline"
                w="full"
                h="auto"
                minH="12"
                py="3"
                px="5"
                justifyContent="flex-start"
                textAlign="start"
                whiteSpace="normal"
                borderRadius="xl"
                borderColor="border"
                bg="bg.panel"
                color="fg"
                fontWeight="500"
                _hover={{ borderColor: 'accent.solid', bg: 'accent.subtle' }}
                type="submit"
                name={choiceField}
                value={index}
              >
                {option}
              </Button>
            </li>
          ))}
        </Stack>
      </form>
    </Stack>
  );
}
