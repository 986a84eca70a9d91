import { useId, type Ref } from 'react';
import { css, cx } from '../../styled-system/css/index.js';
import { stack } from '../../styled-system/patterns/index.js';
import { button } from '../../styled-system/recipes/index.js';
import { ProgressBar } from '../../engine/ui-kit/ProgressBar.tsx';
import { StepHeading } from './StepHeading.tsx';

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
    <div className={stack({ gap: '6' })}>
      <div className={styles.progress}>
        <span id={progressId} aria-live="polite" className={styles.progressText}>
          {progressText}
        </span>
        <ProgressBar value={percent} labelledBy={progressId} />
      </div>
      <StepHeading ref={headingRef} as="h3" css={css.raw({ fontSize: { base: 'xl', md: '2xl' } })}>
        {question}
      </StepHeading>
      <form action={(data) => onAnswer(Number(data.get(choiceField)))}>
        <ul className={stack({ gap: '3' })}>
          {/* Keyed by position: the next question reuses these elements and only their text changes. */}
          {options.map((option, index) => (
            <li key={index}>
              <button type="submit" name={choiceField} value={index} className={styles.option}>
                {option}
              </button>
            </li>
          ))}
        </ul>
      </form>
    </div>
  );
}

const styles = {
  progress: css({ colorPalette: 'accent' }),
  progressText: css({ display: 'block', textAlign: 'end', mb: '2', fontSize: 'sm', fontWeight: '600', color: 'fg.muted' }),
  option: cx(
    button({ variant: 'outline' }),
    css({
      w: 'full',
      h: 'auto',
      minH: '12',
      py: '3',
      px: '5',
      justifyContent: 'flex-start',
      textAlign: 'start',
      whiteSpace: 'normal',
      borderRadius: 'xl',
      borderColor: 'border',
      bg: 'bg.panel',
      color: 'fg',
      fontWeight: '500',
      _hover: { borderColor: 'accent.solid', bg: 'accent.subtle' },
    }),
  ),
};
