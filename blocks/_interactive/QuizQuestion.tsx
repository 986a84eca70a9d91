import { useId, type Ref } from 'react';
import { ProgressBar } from '../../engine/ui-kit/ProgressBar.tsx';
import { InstantForm } from './InstantForm.tsx';
import { styles } from './QuizQuestion.styles.ts';
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
 * question's form (an InstantForm): an answer given before the page is interactive is run by React once it is.
 */
export function QuizQuestion({ progressText, percent, question, options, onAnswer, headingRef }: QuizQuestionProps) {
  const progressId = useId();
  return (
    <div className={styles.question}>
      <div className={styles.progress}>
        <span id={progressId} aria-live="polite" className={styles.progressText}>
          {progressText}
        </span>
        <ProgressBar value={percent} labelledBy={progressId} />
      </div>
      <StepHeading ref={headingRef} as="h3" className={styles.heading}>
        {question}
      </StepHeading>
      <InstantForm action={(data) => onAnswer(Number(data.get(choiceField)))}>
        <ul className={styles.options}>
          {/* Keyed by position: the next question reuses these elements and only their text changes. */}
          {options.map((option, index) => (
            <li key={index}>
              <button type="submit" name={choiceField} value={index} className={styles.option}>
                {option}
              </button>
            </li>
          ))}
        </ul>
      </InstantForm>
    </div>
  );
}
