import { Button, Stack, Text } from '@chakra-ui/react';
import { StepHeading } from '../_interactive/StepHeading.tsx';
import { RotateCcw } from 'lucide-react';
import { CtaButton } from '../../engine/ui-kit/CtaButton.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { Panel } from '../_interactive/Panel.tsx';
import { percentDone } from '../_interactive/percent.ts';
import { QuizQuestion } from '../_interactive/QuizQuestion.tsx';
import { fillTemplate } from '../_interactive/template.ts';
import { useFocusOnChange } from '../_interactive/use-focus-on-change.ts';
import { useStateShownAtOnce } from '../_interactive/use-state-shown-at-once.ts';
import { recommendation, totalPoints } from './logic.ts';
import type { ComparisonQuizProps } from './schema.ts';

/** Three questions, then which profile fits: Chief of Staff or executive assistant. */
export default function ComparisonQuiz({ id, surface = 'muted', eyebrow, title, intro, questions, progressLabel, result }: ComparisonQuizProps) {
  const [answers, answerFromAction, setAnswers] = useStateShownAtOnce<number[]>([]);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(answers.length);
  const current = questions[answers.length];

  const total = totalPoints(answers.map((choice, index) => questions[index]!.options[choice]!.points));
  const verdict = result[recommendation(total)];

  return (
    <Section id={id} surface={surface} width="3xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="center" />}
      <Panel>
        {current ? (
          <QuizQuestion
            progressText={fillTemplate(progressLabel, { current: answers.length + 1, total: questions.length })}
            percent={percentDone(answers.length, questions.length)}
            question={current.question}
            options={current.options.map((option) => option.label)}
            onAnswer={(choice) => answerFromAction([...answers, choice])}
            headingRef={headingRef}
          />
        ) : (
          <Stack gap="5" data-recommendation={recommendation(total)}>
            <Text textStyle="eyebrow" color="accent.fg">
              {result.eyebrow}
            </Text>
            <StepHeading ref={headingRef} as="h3">
              {verdict.title}
            </StepHeading>
            <Text color="fg.muted">{verdict.text}</Text>
            <Text fontSize="sm" fontWeight="600">
              {fillTemplate(result.scoreLabel, { cos: total.cos, ea: total.ea })}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
              <CtaButton cta={verdict.cta} size="md" />
              <Button variant="outline" borderRadius="full" onClick={() => setAnswers([])}>
                <RotateCcw size={16} aria-hidden="true" />
                {result.restartLabel}
              </Button>
            </Stack>
          </Stack>
        )}
      </Panel>
    </Section>
  );
}
