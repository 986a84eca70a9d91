'use client';

import { useState } from 'react';
import { SiteAnchor } from '../../engine/links/SiteAnchor.tsx';
import { CtaLink } from '../../engine/ui-kit/CtaLink.tsx';
import { percentDone } from '../_interactive/percent.ts';
import { QuizQuestion } from '../_interactive/QuizQuestion.tsx';
import { StepHeading } from '../_interactive/StepHeading.tsx';
import { fillTemplate } from '../_interactive/template.ts';
import { useFocusOnChange } from '../_interactive/use-focus-on-change.ts';
import { manifestoOutcome, manifestoScore, openInNewTab } from './logic.ts';
import { styles } from './ManifestoQuizIsland.styles.ts';
import type { ManifestoQuizProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

type ManifestoQuizIslandProps = Pick<ManifestoQuizProps, 'questions' | 'progressLabel' | 'outcomes' | 'finished'> & {
  /** The section is dark: the call to action takes the dark surface's variant. */
  dark: boolean;
};

/** The manifesto quiz's questions, one at a time; the last answer opens its outcome in a new tab and thanks the visitor. */
export default function ManifestoQuizIsland({ questions, progressLabel, outcomes, finished, dark }: ManifestoQuizIslandProps) {
  const [answers, setAnswers] = useState<number[]>([]);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(answers.length);
  const current = questions[answers.length];
  const outcome = outcomes[manifestoOutcome(manifestoScore(answers))];

  const answer = (choice: number) => {
    const next = [...answers, choice];
    setAnswers(next);
    // Opened within the click itself, so browsers treat it as the visitor's own action, not a pop-up.
    if (next.length === questions.length) openInNewTab(outcomes[manifestoOutcome(manifestoScore(next))].href.href);
  };

  if (current) {
    return (
      <QuizQuestion
        progressText={fillTemplate(progressLabel, { percent: percentDone(answers.length, questions.length) })}
        percent={percentDone(answers.length, questions.length)}
        question={current.question}
        options={current.options}
        onAnswer={answer}
        headingRef={headingRef}
      />
    );
  }
  return (
    <div className={styles.finished}>
      <StepHeading ref={headingRef} as="h3">
        {finished.title}
      </StepHeading>
      <p className={styles.text}>
        <InlineText text={finished.text} />
      </p>
      <CtaLink cta={finished.cta} size="md" dark={dark} />
      <p className={styles.fallback}>
        <InlineText text={finished.fallback} />{' '}
        <SiteAnchor link={outcome.href} target="_blank" rel="noopener noreferrer" className={styles.outcomeLink}>
          {outcome.label}
        </SiteAnchor>
      </p>
    </div>
  );
}
