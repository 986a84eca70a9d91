import { RotateCcw } from 'lucide-react';
import { useId, type Ref } from 'react';
import { CtaLink } from '../../engine/ui-kit/CtaLink.tsx';
import { ProgressBar } from '../../engine/ui-kit/ProgressBar.tsx';
import { StepHeading } from '../_interactive/StepHeading.tsx';
import { fillTemplate } from '../_interactive/template.ts';
import { needsChiefOfStaff } from './logic.ts';
import { styles } from './ResultStep.styles.ts';
import type { SimulatorProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

interface ResultStepProps {
  texts: SimulatorProps['result'];
  firstName: string;
  score: number;
  onRestart: () => void;
  /** The section around the simulator is dark: its call to action takes the dark surfaces' variant. */
  dark?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The score and its verdict: orange with the freelance recommendation above 49, green otherwise. */
export function ResultStep({ texts, firstName, score, onRestart, dark = false, headingRef }: ResultStepProps) {
  const needed = needsChiefOfStaff(score);
  const verdict = needed ? texts.needed : texts.notNeeded;
  const verdictName = needed ? 'needed' : 'not-needed';
  const scoreId = useId();
  return (
    <div className={styles.step}>
      <StepHeading ref={headingRef} as="h2">
        {fillTemplate(texts.title, { firstName: firstName.trim() })}
      </StepHeading>
      <div data-verdict={verdictName} className={styles.verdicts[verdictName]}>
        <div>
          <div className={styles.scoreLine}>
            <span id={`${scoreId}-label`} className={styles.scoreLabel}>
              {texts.scoreLabel}
            </span>
            <span id={`${scoreId}-value`} className={styles.score}>
              {score}&nbsp;%
            </span>
          </div>
          <ProgressBar value={score} labelledBy={`${scoreId}-label ${scoreId}-value`} size="lg" track="panel" />
        </div>
        <div className={styles.verdictText}>
          <h3 className={styles.verdictTitle}>{verdict.title}</h3>
          <p>
            <InlineText text={verdict.text} />
          </p>
        </div>
        <div className={styles.cta}>
          <CtaLink cta={verdict.cta} size="md" dark={dark} />
        </div>
      </div>
      <button type="button" className={styles.restart} onClick={onRestart}>
        <RotateCcw size={16} aria-hidden="true" />
        {texts.restartLabel}
      </button>
    </div>
  );
}
