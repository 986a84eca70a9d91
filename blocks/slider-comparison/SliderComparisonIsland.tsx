import { memo, useId, useState, type CSSProperties } from 'react';
import { css } from '../../styled-system/css/index.js';
import { flex, stack } from '../../styled-system/patterns/index.js';
import { CriteriaTable } from '../../engine/ui-kit/CriteriaTable.tsx';
import { useEnteredBeforeHydration } from '../../engine/render/use-entered-before-hydration.ts';
import { fillTemplate } from '../_interactive/template.ts';
import { comparisonView, SLIDER_MAX, SLIDER_MIN, SLIDER_STEP, VIEW_THRESHOLD, type ComparisonView } from './logic.ts';
import type { SliderComparisonProps } from './schema.ts';

/** This island's module, which the slider comparison names for the browser (engine/render/island.tsx). */
export const sliderComparisonIslandModule = 'blocks/slider-comparison/SliderComparisonIsland.tsx';

export type SliderComparisonIslandProps = Pick<SliderComparisonProps, 'sliderLabel' | 'views' | 'thresholdNote' | 'currentView' | 'categoryHeading' | 'rows'>;

/**
 * The slider and what follows it, where the state lives: a move re-renders, within one point of view, neither the
 * table nor anything but the value and the announcements. Which view shows is an attribute that constant styles
 * select on. Styled by Panda at build time: the browser runs React and this, no style system.
 */
export default function SliderComparisonIsland({ sliderLabel, views, thresholdNote, currentView, categoryHeading, rows }: SliderComparisonIslandProps) {
  const inputId = useId();
  const [value, setValue] = useState(SLIDER_MIN);
  const slider = useEnteredBeforeHydration<HTMLInputElement>((input) => setValue(input.valueAsNumber));
  const view = comparisonView(value);
  const viewName = views[view];
  const filled = `${((value - SLIDER_MIN) / (SLIDER_MAX - SLIDER_MIN)) * 100}%`;

  return (
    <div className={stack({ gap: '6' })} data-view={view}>
      <div className={stack({ gap: '2' })}>
        <div className={flex({ justify: 'space-between', align: 'baseline' })}>
          <label htmlFor={inputId} className={styles.label}>
            {sliderLabel}
          </label>
          <p aria-hidden="true" className={styles.value}>
            {value}
          </p>
        </div>
        <input
          ref={slider}
          id={inputId}
          type="range"
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          step={SLIDER_STEP}
          value={value}
          onChange={(event) => setValue(event.target.valueAsNumber)}
          aria-valuetext={`${value}, ${viewName}`}
          style={{ '--filled': filled } as CSSProperties}
          className={styles.range}
        />
        <div className={styles.ends}>
          <p className={styles.consultantEnd}>{views.consultant}</p>
          <p className={styles.chiefOfStaffEnd}>{views.chiefOfStaff}</p>
        </div>
      </div>
      <p className={styles.note}>{fillTemplate(thresholdNote, { threshold: VIEW_THRESHOLD })}</p>
      <p role="status" className={styles.shown}>
        {fillTemplate(currentView, { view: viewName })}
      </p>
      <ViewTable view={view} viewName={viewName} currentView={currentView} categoryHeading={categoryHeading} rows={rows} />
    </div>
  );
}

interface ViewTableProps extends Pick<SliderComparisonIslandProps, 'currentView' | 'categoryHeading' | 'rows'> {
  view: ComparisonView;
  viewName: string;
}

/** The table of one point of view: rendered again only when the view changes. */
const ViewTable = memo(function ViewTable({ view, viewName, currentView, categoryHeading, rows }: ViewTableProps) {
  return (
    <div className={styles.scrollArea}>
      <CriteriaTable
        data-view={view}
        caption={fillTemplate(currentView, { view: viewName })}
        categoryHeading={categoryHeading}
        categoryCss={css.raw({ w: { md: '30%' } })}
        columns={[viewName]}
        rows={rows.map((row) => ({ category: row.category, cells: [row[view]] }))}
      />
    </div>
  );
});

// The browser's own range input, in the brand's colours: it moves by pointer, touch and keyboard from
// the first paint, and where it was left before the page was interactive is where the table starts.
const thumb = {
  appearance: 'none',
  boxSize: '6',
  borderRadius: 'full',
  bg: 'bg.panel',
  border: '3px solid',
  borderColor: 'accent.solid',
  boxShadow: 'card',
  cursor: 'grab',
} as const;

const styles = {
  label: css({ fontWeight: '600' }),
  value: css({ fontWeight: '600', color: 'fg.muted' }),
  range: css({
    appearance: 'none',
    w: 'full',
    h: '6',
    bg: 'transparent',
    cursor: 'pointer',
    '&::-webkit-slider-runnable-track': {
      h: '8px',
      borderRadius: 'full',
      bg: 'linear-gradient(to right, var(--chakra-colors-accent-solid) var(--filled), var(--chakra-colors-bg-muted) var(--filled))',
    },
    '&::-moz-range-track': { h: '8px', borderRadius: 'full', bg: 'bg.muted' },
    '&::-moz-range-progress': { h: '8px', borderRadius: 'full', bg: 'accent.solid' },
    '&::-webkit-slider-thumb': { ...thumb, mt: 'calc((8px - var(--chakra-sizes-6)) / 2)' },
    '&::-moz-range-thumb': thumb,
    _focusVisible: {
      outline: 'none',
      '&::-webkit-slider-thumb': { outline: '3px solid', outlineColor: 'accent.solid', outlineOffset: '2px' },
      '&::-moz-range-thumb': { outline: '3px solid', outlineColor: 'accent.solid', outlineOffset: '2px' },
    },
  }),
  ends: css({ display: 'flex', justifyContent: 'space-between', fontSize: 'sm', fontWeight: '600' }),
  // The end of the view shown stands out.
  consultantEnd: css({ color: 'fg.muted', '[data-view=consultant] &': { color: 'fg' } }),
  chiefOfStaffEnd: css({ color: 'fg.muted', '[data-view=chiefOfStaff] &': { color: 'fg' } }),
  note: css({ fontSize: 'sm', color: 'fg.muted' }),
  shown: css({
    fontFamily: 'heading',
    fontSize: { base: 'xl', md: '2xl' },
    fontWeight: '600',
    color: 'brand.solid',
    '[data-view=chiefOfStaff] &': { color: 'accent.fg' },
  }),
  // Chakra's table scroll area: a table wider than the screen scrolls within its frame.
  scrollArea: css({
    display: 'block',
    whiteSpace: 'nowrap',
    WebkitOverflowScrolling: 'touch',
    overflow: 'auto',
    maxW: '100%',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'xl',
  }),
};
