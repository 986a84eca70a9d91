import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ProgressBar } from '../../engine/ui-kit/ProgressBar.tsx';
import { StepHeading } from '../_interactive/StepHeading.tsx';
import { useId, type Ref } from 'react';
import { percentDone } from '../_interactive/percent.ts';
import { fillTemplate } from '../_interactive/template.ts';
import { AnswerScale } from './AnswerScale.tsx';
import type { Answers, CategoryGroup } from './logic.ts';
import type { SimulatorProps } from './schema.ts';

interface QuestionsStepProps {
  texts: SimulatorProps['questions'];
  scale: SimulatorProps['questionnaire']['scale'];
  groups: readonly CategoryGroup[];
  page: number;
  onPageChange: (page: number) => void;
  answers: Answers;
  onAnswer: (questionId: string, value: number) => void;
  answered: number;
  total: number;
  saving: boolean;
  onSubmit: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One category of statements per page, with the overall progress and the way to the result. */
export function QuestionsStep({
  texts,
  scale,
  groups,
  page,
  onPageChange,
  answers,
  onAnswer,
  answered,
  total,
  saving,
  onSubmit,
  headingRef,
}: QuestionsStepProps) {
  const group = groups[page]!;
  const last = page === groups.length - 1;
  const remaining = total - answered;
  const progressId = useId();
  return (
    <Stack gap="8">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {texts.intro}
        </Text>
        <div>
          <Flex justify="space-between" mb="2" fontSize="sm">
            <Text id={`${progressId}-label`} as="span" fontWeight="600">
              {texts.title}
            </Text>
            <Text id={`${progressId}-value`} as="span" aria-live="polite" fontWeight="500" color="fg.muted">
              {fillTemplate(texts.progressLabel, { answered, total })}
            </Text>
          </Flex>
          <ProgressBar value={percentDone(answered, total)} labelledBy={`${progressId}-label ${progressId}-value`} />
        </div>
      </Stack>

      <Stack gap="1">
        <Text textStyle="label" color="accent.fg">
          {fillTemplate(texts.categoryLabel, { current: page + 1, total: groups.length })}
        </Text>
        <StepHeading ref={headingRef} as="h2">
          {group.category}
        </StepHeading>
      </Stack>

      <Stack as="ol" listStyleType="none" gap="8">
        {group.questions.map((question) => (
          <Box as="li" key={question.id}>
            <Text id={`${question.id}-label`} fontWeight="600" mb="3">
              <Box as="span" color="accent.fg" me="2">
                {question.id.slice(1)}.
              </Box>
              {question.text}
            </Text>
            <AnswerScale
              name={question.id}
              labelledBy={`${question.id}-label`}
              value={answers[question.id]}
              onChange={(value) => onAnswer(question.id, value)}
              minLabel={scale.minLabel}
              maxLabel={scale.maxLabel}
            />
          </Box>
        ))}
      </Stack>

      <Flex
        direction={{ base: 'column-reverse', sm: 'row' }}
        gap="3"
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        borderTopWidth="1px"
        borderColor="border"
        pt="6"
      >
        <Button variant="outline" borderRadius="full" onClick={() => onPageChange(page - 1)} disabled={page === 0}>
          {texts.previousLabel}
        </Button>
        {last ? (
          <Stack gap="2" align={{ base: 'stretch', sm: 'flex-end' }}>
            <Button variant="primary" size="lg" onClick={onSubmit} disabled={remaining > 0 || saving}>
              {saving ? texts.savingLabel : texts.submitLabel}
            </Button>
            {remaining > 0 && (
              <Text fontSize="sm" color="fg.muted" textAlign={{ base: 'center', sm: 'end' }}>
                {fillTemplate(texts.remainingHint, { count: remaining })}
              </Text>
            )}
          </Stack>
        ) : (
          <Button variant="primary" onClick={() => onPageChange(page + 1)}>
            {texts.nextLabel}
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
