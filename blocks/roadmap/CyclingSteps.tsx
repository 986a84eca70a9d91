'use client';

import { useId, useState } from 'react';
import { useEnteredBeforeHydration } from '../../engine/render/use-entered-before-hydration.ts';
import { useReducedMotion } from '../_interactive/use-reduced-motion.ts';
import { ROADMAP_INTERVAL_MS } from './logic.ts';
import { styles } from './CyclingSteps.styles.ts';
import { PauseButton } from './PauseButton.tsx';
import type { RoadmapProps } from './schema.ts';
import { StepCard } from './StepCard.tsx';
import { useCyclingStep } from './use-cycling-step.ts';

export type CyclingStepsProps = Pick<RoadmapProps, 'steps' | 'stepsLabel' | 'pauseLabel' | 'playLabel'>;

/**
 * The roadmap's island: the steps are radio buttons drawn as cards. A click or the arrow keys check one, and CSS
 * shows it current and the steps before it done, from the first paint, before and without any script. Once the
 * page is live the current step moves on every 3 seconds; motion stays still for visitors who asked for less of it,
 * and anyone can pause it (content moving on its own must be stoppable). A step change re-renders the two cards
 * whose radio changed.
 */
export default function CyclingSteps({ steps, stepsLabel, pauseLabel, playLabel }: CyclingStepsProps) {
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [active, choose] = useCyclingStep(steps.length, ROADMAP_INTERVAL_MS, playing && !reducedMotion);
  const name = useId();
  // A step chosen before the page was live is the current one: the cycle goes on from it.
  const group = useEnteredBeforeHydration<HTMLFieldSetElement>((element) => {
    const checked = element.querySelector<HTMLInputElement>('input:checked');
    if (checked) choose(Number(checked.value));
  });
  return (
    <>
      <fieldset ref={group} role="radiogroup" aria-label={stepsLabel} className={styles.group}>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} data-step="">
              <StepCard step={step} index={index} name={name} checked={index === active} choose={choose} />
            </li>
          ))}
        </ol>
      </fieldset>
      {!reducedMotion && <PauseButton playing={playing} toggle={setPlaying} pauseLabel={pauseLabel} playLabel={playLabel} />}
    </>
  );
}
