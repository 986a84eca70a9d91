'use client';

import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { CtaLink } from '../../engine/ui-kit/CtaLink.tsx';
import { percentDone } from '../_interactive/percent.ts';
import { QuizQuestion } from '../_interactive/QuizQuestion.tsx';
import { StepHeading } from '../_interactive/StepHeading.tsx';
import { fillTemplate } from '../_interactive/template.ts';
import { useFocusOnChange } from '../_interactive/use-focus-on-change.ts';
import { styles } from './ComparisonQuizIsland.styles.ts';
import { recommendation, totalPoints } from './logic.ts';
import type { ComparisonQuizProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

type ComparisonQuizIslandProps = Pick<ComparisonQuizProps, 'questions' | 'progressLabel' | 'result'> & {
  /** The section is dark: the call to action takes the dark surface's variant. */
  dark: boolean;
};

/** The comparison quiz's questions, one at a time, then the recommendation with its score and a restart. */
export default function ComparisonQuizIsland({ questions, progressLabel, result, dark }: ComparisonQuizIslandProps) {
  const [answers, setAnswers] = useState<number[]>([]);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(answers.length);
  const current = questions[answers.length];

  const total = totalPoints(answers.map((choice, index) => questions[index]!.options[choice]!.points));
  const verdict = result[recommendation(total)];

  if (current) {
    return (
      <QuizQuestion
        progressText={fillTemplate(progressLabel, { current: answers.length + 1, total: questions.length })}
        percent={percentDone(answers.length, questions.length)}
        question={current.question}
        options={current.options.map((option) => option.label)}
        onAnswer={(choice) => setAnswers([...answers, choice])}
        headingRef={headingRef}
      />
    );
  }
  return (
    <div className={styles.result} data-recommendation={recommendation(total)}>
      <p className={styles.eyebrow}>{result.eyebrow}</p>
      <StepHeading ref={headingRef} as="h3">
        {verdict.title}
      </StepHeading>
      <p className={styles.text}>
        <InlineText text={verdict.text} />
      </p>
      <p className={styles.score}>{fillTemplate(result.scoreLabel, { cos: total.cos, ea: total.ea })}</p>
      <div className={styles.actions}>
        <CtaLink cta={verdict.cta} size="md" dark={dark} />
        <button type="button" className={styles.restart} onClick={() => setAnswers([])}>
          <RotateCcw size={16} aria-hidden="true" />
          {result.restartLabel}
        </button>
      </div>
    </div>
  );
}
