import { useId, type Ref } from 'react';
import { ProgressBar } from '../../engine/ui-kit/ProgressBar.tsx';
import { percentDone } from '../_interactive/percent.ts';
import { StepHeading } from '../_interactive/StepHeading.tsx';
import { fillTemplate } from '../_interactive/template.ts';
import { AnswerScale } from './AnswerScale.tsx';
import type { Answers, CategoryGroup } from './logic.ts';
import { styles } from './QuestionsStep.styles.ts';
import type { SimulatorProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

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
    <div className={styles.step}>
      <div className={styles.header}>
        <p className={styles.intro}>
          <InlineText text={texts.intro} />
        </p>
        <div>
          <div className={styles.progressLine}>
            <span id={`${progressId}-label`} className={styles.progressLabel}>
              {texts.title}
            </span>
            <span id={`${progressId}-value`} aria-live="polite" className={styles.progressValue}>
              {fillTemplate(texts.progressLabel, { answered, total })}
            </span>
          </div>
          <ProgressBar value={percentDone(answered, total)} labelledBy={`${progressId}-label ${progressId}-value`} />
        </div>
      </div>

      <div className={styles.category}>
        <p className={styles.categoryLabel}>{fillTemplate(texts.categoryLabel, { current: page + 1, total: groups.length })}</p>
        <StepHeading ref={headingRef} as="h2">
          {group.category}
        </StepHeading>
      </div>

      <ol className={styles.questions}>
        {group.questions.map((question) => (
          <li key={question.id}>
            <p id={`${question.id}-label`} className={styles.question}>
              <span className={styles.questionNumber}>{question.id.slice(1)}.</span>
              {question.text}
            </p>
            <AnswerScale
              name={question.id}
              labelledBy={`${question.id}-label`}
              value={answers[question.id]}
              onChange={(value) => onAnswer(question.id, value)}
              minLabel={scale.minLabel}
              maxLabel={scale.maxLabel}
            />
          </li>
        ))}
      </ol>

      <div className={styles.actions}>
        <button type="button" className={styles.previous} onClick={() => onPageChange(page - 1)} disabled={page === 0}>
          {texts.previousLabel}
        </button>
        {last ? (
          <div className={styles.submitLine}>
            <button type="button" className={styles.submit} onClick={onSubmit} disabled={remaining > 0 || saving}>
              {saving ? texts.savingLabel : texts.submitLabel}
            </button>
            {remaining > 0 && <p className={styles.remainingHint}>{fillTemplate(texts.remainingHint, { count: remaining })}</p>}
          </div>
        ) : (
          <button type="button" className={styles.next} onClick={() => onPageChange(page + 1)}>
            {texts.nextLabel}
          </button>
        )}
      </div>
    </div>
  );
}
