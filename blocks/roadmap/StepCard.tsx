import { Check } from 'lucide-react';
import { memo } from 'react';
import type { RoadmapProps } from './schema.ts';
import { styles } from './StepCard.styles.ts';

type Step = RoadmapProps['steps'][number];

interface StepCardProps {
  step: Step;
  index: number;
  name: string;
  checked: boolean;
  choose: (index: number) => void;
}

/**
 * A step as a card that is the label of its radio button, which covers it whole and stays focusable. What it says
 * is the same whatever the state: which radio is checked selects what shows (the check mark of a step done, the
 * colours of the current one).
 */
export const StepCard = memo(function StepCard({ step, index, name, checked, choose }: StepCardProps) {
  return (
    <label className={styles.card}>
      <input type="radio" name={name} value={index} checked={checked} onChange={() => choose(index)} className={styles.radio} />
      <span className={styles.header}>
        <span aria-hidden="true" className={styles.badge}>
          <span className={styles.number}>{index + 1}</span>
          <span className={styles.checkMark}>
            <Check size={18} />
          </span>
        </span>
        {step.duration && <span className={styles.duration}>{step.duration}</span>}
      </span>
      <span className={styles.title}>{step.title}</span>
      <span className={styles.text}>{step.text}</span>
    </label>
  );
});
