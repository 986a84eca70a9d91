import { Check } from 'lucide-react';
import { styles, type StepState } from './StepIndicator.styles.ts';

interface StepIndicatorProps {
  labels: readonly string[];
  current: number;
}

/**
 * Where the visitor is in the three steps. A plain ordered list with aria-current rather than Chakra's
 * Steps, whose list is a tablist: these steps are not tabs the visitor can switch between.
 */
export function StepIndicator({ labels, current }: StepIndicatorProps) {
  return (
    <ol className={styles.list}>
      {labels.map((label, index) => {
        const state: StepState = index < current ? 'done' : index === current ? 'active' : 'ahead';
        return (
          <li key={label} className={styles.step} aria-current={state === 'active' ? 'step' : undefined}>
            <span className={styles.markers[state]} aria-hidden="true">
              {state === 'done' ? <Check size={16} /> : index + 1}
            </span>
            <p className={styles.labels[state]}>{label}</p>
          </li>
        );
      })}
    </ol>
  );
}
