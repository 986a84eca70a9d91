import { RotateCcw } from 'lucide-react';
import { useId, type Ref } from 'react';
import { css, cx } from '../../styled-system/css/index.js';
import { stack } from '../../styled-system/patterns/index.js';
import { button, heading } from '../../styled-system/recipes/index.js';
import { CtaLink } from '../../engine/ui-kit/CtaLink.tsx';
import { ProgressBar } from '../../engine/ui-kit/ProgressBar.tsx';
import { StepHeading } from '../_interactive/StepHeading.tsx';
import { fillTemplate } from '../_interactive/template.ts';
import { needsChiefOfStaff } from './logic.ts';
import type { SimulatorProps } from './schema.ts';

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
  const scoreId = useId();
  return (
    <div className={stack({ gap: '8' })}>
      <StepHeading ref={headingRef} as="h2">
        {fillTemplate(texts.title, { firstName: firstName.trim() })}
      </StepHeading>
      <div data-verdict={needed ? 'needed' : 'not-needed'} className={cx(needed ? styles.needed : styles.notNeeded, styles.verdict)}>
        <div>
          <div className={styles.scoreLine}>
            <span id={`${scoreId}-label`} className={css({ fontWeight: '600' })}>
              {texts.scoreLabel}
            </span>
            <span id={`${scoreId}-value`} className={styles.score}>
              {score}&nbsp;%
            </span>
          </div>
          <ProgressBar value={score} labelledBy={`${scoreId}-label ${scoreId}-value`} size="lg" track="panel" />
        </div>
        <div className={stack({ gap: '3', mt: '6' })}>
          <h3 className={styles.verdictTitle}>{verdict.title}</h3>
          <p>{verdict.text}</p>
        </div>
        <div className={css({ mt: '6' })}>
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

const styles = {
  // One class per verdict: the palette the box, its score, its title and its bar are drawn in.
  needed: css({ colorPalette: 'orange' }),
  notNeeded: css({ colorPalette: 'green' }),
  verdict: css({ bg: 'colorPalette.subtle', borderWidth: '1px', borderColor: 'colorPalette.muted', borderRadius: 'card', p: { base: '5', md: '8' } }),
  scoreLine: css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '4', mb: '3' }),
  score: css({ fontFamily: 'heading', fontSize: { base: '4xl', md: '5xl' }, lineHeight: '1', color: 'colorPalette.fg' }),
  verdictTitle: cx(heading(), css({ fontFamily: 'heading', fontSize: { base: 'xl', md: '2xl' }, fontWeight: '600', color: 'colorPalette.fg' })),
  restart: cx(button({ variant: 'outline' }), css({ borderRadius: 'full', alignSelf: 'flex-start' })),
};
