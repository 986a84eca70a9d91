import { css, cx } from '../../styled-system/css/index.js';
import { radioGroup } from '../../styled-system/recipes/index.js';
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
        <p className={css({ textAlign: 'end' })}>
          {maxLabel} · {SCALE_MAX}
        </p>
      </div>
    </div>
  );
}

const parts = radioGroup();

const styles = {
  grid: css({ display: 'grid', gridTemplateColumns: { base: 'repeat(5, minmax(0, 1fr))', sm: 'repeat(10, minmax(0, 1fr))' }, gap: '2' }),
  item: cx(
    parts.item,
    css({
      justifyContent: 'center',
      h: '11',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'lg',
      bg: 'bg.panel',
      cursor: 'pointer',
      fontWeight: '600',
      transition: 'background 0.15s ease, border-color 0.15s ease',
      _hover: { borderColor: 'brand.400', bg: 'brand.subtle' },
      // The label shows the state of its hidden radio: checked, focused from the keyboard.
      '&:has(:checked)': { bg: 'brand.solid', borderColor: 'brand.solid', color: 'brand.contrast', _hover: { bg: 'brand.700' } },
      '&:has(:focus-visible)': { outline: '2px solid', outlineColor: 'accent.solid', outlineOffset: '2px' },
    }),
  ),
  text: parts.itemText,
  hidden: css({ srOnly: true }),
  legend: css({ display: 'flex', justifyContent: 'space-between', gap: '4', mt: '2', fontSize: 'xs', color: 'fg.muted' }),
};
