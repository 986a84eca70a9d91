import { css, cva } from '../../styled-system/css/index.js';

/** Where a step is, from the visitor's current one. */
export type StepState = 'done' | 'active' | 'ahead';

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

export const styles = {
  list: css({ display: 'flex', listStyleType: 'none', gap: { base: '2', md: '4' }, mb: { base: '6', md: '8' }, justifyContent: 'center' }),
  step: css({ display: 'flex', alignItems: 'center', gap: '2', flex: { base: '1', md: 'initial' }, flexDirection: { base: 'column', sm: 'row' } }),
  // One class per state.
  markers: {
    done: marker({ state: 'done' }),
    active: marker({ state: 'active' }),
    ahead: marker({ state: 'ahead' }),
  } satisfies Record<StepState, string>,
  labels: {
    done: stepLabel({ state: 'done' }),
    active: stepLabel({ state: 'active' }),
    ahead: stepLabel({ state: 'ahead' }),
  } satisfies Record<StepState, string>,
};
