import { styles } from './AnswerScale.styles.ts';
import { SCALE_MAX, SCALE_MIN } from './logic.ts';

interface AnswerScaleProps {
  name: string;
  labelledBy: string;
  value: number | undefined;
  onChange: (value: number) => void;
  minLabel: string;
  maxLabel: string;
}

const values = Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, index) => SCALE_MIN + index);

/**
 * A 1-10 rating as the browser's own radio group: Tab enters it, the arrow keys move the choice, each value is a
 * large touch target (its label; the radio itself is visually hidden, so the label shows its state and focus).
 */
export function AnswerScale({ name, labelledBy, value, onChange, minLabel, maxLabel }: AnswerScaleProps) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy}>
      <div className={styles.grid}>
        {values.map((option) => (
          <label key={option} className={styles.item}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className={styles.hidden} />
            <span className={styles.text}>
              {option}
              {/* The ends carry their meaning for screen readers, who do not see the legend below. */}
              {option === SCALE_MIN && <span className={styles.hidden}>, {minLabel}</span>}
              {option === SCALE_MAX && <span className={styles.hidden}>, {maxLabel}</span>}
            </span>
          </label>
        ))}
      </div>
      <div aria-hidden="true" className={styles.legend}>
        <p>
          {SCALE_MIN} · {minLabel}
        </p>
        <p className={styles.legendEnd}>
          {maxLabel} · {SCALE_MAX}
        </p>
      </div>
    </div>
  );
}
