import { Check } from 'lucide-react';
import { css, cva } from '../../styled-system/css/index.js';

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
        const state = index < current ? 'done' : index === current ? 'active' : 'ahead';
        return (
          <li key={label} className={styles.step} aria-current={state === 'active' ? 'step' : undefined}>
            <span className={marker({ state })} aria-hidden="true">
              {state === 'done' ? <Check size={16} /> : index + 1}
            </span>
            <p className={stepLabel({ state })}>{label}</p>
          </li>
        );
      })}
    </ol>
  );
}

const styles = {
  list: css({ display: 'flex', listStyleType: 'none', gap: { base: '2', md: '4' }, mb: { base: '6', md: '8' }, justifyContent: 'center' }),
  step: css({ display: 'flex', alignItems: 'center', gap: '2', flex: { base: '1', md: 'initial' }, flexDirection: { base: 'column', sm: 'row' } }),
};

const marker = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '8',
    borderRadius: 'full',
    fontWeight: '700',
    fontSize: 'sm',
    borderWidth: '2px',
  },
  variants: {
    state: {
      done: { borderColor: 'brand.solid', bg: 'brand.solid', color: 'brand.contrast' },
      active: { borderColor: 'brand.solid', bg: 'bg.panel', color: 'brand.solid' },
      ahead: { borderColor: 'border', bg: 'bg.muted', color: 'fg.muted' },
    },
  },
});

const stepLabel = cva({
  base: { fontSize: 'sm' },
  variants: {
    state: {
      done: { fontWeight: '500', color: 'fg.muted' },
      active: { fontWeight: '700', color: 'fg' },
      ahead: { fontWeight: '500', color: 'fg.muted' },
    },
  },
});
