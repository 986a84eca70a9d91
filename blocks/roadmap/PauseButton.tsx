import { Pause, Play } from 'lucide-react';
import { memo, type Dispatch, type SetStateAction } from 'react';
import { InstantForm } from '../_interactive/InstantForm.tsx';
import { styles } from './PauseButton.styles.ts';

interface PauseButtonProps {
  playing: boolean;
  toggle: Dispatch<SetStateAction<boolean>>;
  pauseLabel: string;
  playLabel: string;
}

/** Stops or restarts the roadmap's rotation. A form: a click made before the page is live is run by React once it is. */
export const PauseButton = memo(function PauseButton({ playing, toggle, pauseLabel, playLabel }: PauseButtonProps) {
  const flip = () => toggle((was) => !was);
  return (
    <InstantForm action={flip} className={styles.form}>
      <button type="submit" className={styles.button}>
        {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
        {playing ? pauseLabel : playLabel}
      </button>
    </InstantForm>
  );
});
