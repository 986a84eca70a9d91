'use client';

import { memo, useId, useState, type CSSProperties } from 'react';
import { CriteriaTable } from '../../engine/ui-kit/CriteriaTable.tsx';
import { useEnteredBeforeHydration } from '../../engine/render/use-entered-before-hydration.ts';
import { fillTemplate } from '../_interactive/template.ts';
import { comparisonView, SLIDER_MAX, SLIDER_MIN, SLIDER_STEP, VIEW_THRESHOLD, type ComparisonView } from './logic.ts';
import type { SliderComparisonProps } from './schema.ts';
import { styles } from './SliderComparisonIsland.styles.ts';

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
    <div className={styles.root} data-view={view}>
      <div className={styles.slider}>
        <div className={styles.labelLine}>
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
        categoryHeadingClassName={styles.categoryHeading}
        columns={[viewName]}
        rows={rows.map((row) => ({ category: row.category, cells: [row[view]] }))}
      />
    </div>
  );
});
