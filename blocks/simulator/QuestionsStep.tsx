import { useId, type Ref } from 'react';
import { css, cx } from '../../styled-system/css/index.js';
import { stack } from '../../styled-system/patterns/index.js';
import { button } from '../../styled-system/recipes/index.js';
import { ProgressBar } from '../../engine/ui-kit/ProgressBar.tsx';
import { percentDone } from '../_interactive/percent.ts';
import { StepHeading } from '../_interactive/StepHeading.tsx';
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
    <div className={stack({ gap: '8' })}>
      <div className={stack({ gap: '3' })}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{texts.intro}</p>
        <div>
          <div className={styles.progressLine}>
            <span id={`${progressId}-label`} className={css({ fontWeight: '600' })}>
              {texts.title}
            </span>
            <span id={`${progressId}-value`} aria-live="polite" className={css({ fontWeight: '500', color: 'fg.muted' })}>
              {fillTemplate(texts.progressLabel, { answered, total })}
            </span>
          </div>
          <ProgressBar value={percentDone(answered, total)} labelledBy={`${progressId}-label ${progressId}-value`} />
        </div>
      </div>

      <div className={stack({ gap: '1' })}>
        <p className={css({ textStyle: 'label', color: 'accent.fg' })}>{fillTemplate(texts.categoryLabel, { current: page + 1, total: groups.length })}</p>
        <StepHeading ref={headingRef} as="h2">
          {group.category}
        </StepHeading>
      </div>

      <ol className={stack({ gap: '8', listStyleType: 'none' })}>
        {group.questions.map((question) => (
          <li key={question.id}>
            <p id={`${question.id}-label`} className={css({ fontWeight: '600', mb: '3' })}>
              <span className={css({ color: 'accent.fg', me: '2' })}>{question.id.slice(1)}.</span>
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
          <div className={stack({ gap: '2', align: { base: 'stretch', sm: 'flex-end' } })}>
            <button type="button" className={button({ variant: 'primary', size: 'lg' })} onClick={onSubmit} disabled={remaining > 0 || saving}>
              {saving ? texts.savingLabel : texts.submitLabel}
            </button>
            {remaining > 0 && (
              <p className={css({ fontSize: 'sm', color: 'fg.muted', textAlign: { base: 'center', sm: 'end' } })}>
                {fillTemplate(texts.remainingHint, { count: remaining })}
              </p>
            )}
          </div>
        ) : (
          <button type="button" className={button({ variant: 'primary' })} onClick={() => onPageChange(page + 1)}>
            {texts.nextLabel}
          </button>
        )}
      </div>
    </div>
  );
}

const styles = {
  progressLine: css({ display: 'flex', justifyContent: 'space-between', mb: '2', fontSize: 'sm' }),
  actions: css({
    display: 'flex',
    flexDirection: { base: 'column-reverse', sm: 'row' },
    gap: '3',
    justifyContent: 'space-between',
    alignItems: { base: 'stretch', sm: 'center' },
    borderTopWidth: '1px',
    borderColor: 'border',
    pt: '6',
  }),
  previous: cx(button({ variant: 'outline' }), css({ borderRadius: 'full' })),
};
