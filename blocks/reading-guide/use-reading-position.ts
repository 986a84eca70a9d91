import { useEffect, useState } from 'react';
import { currentSection, readingProgress } from './logic.ts';

// The header is 72 px high and the quick navigation sits under it: a section counts as being read once
// its top passes under both.
const READING_LINE = 140;

/** The page's reading progress and the section being read, updated once per frame while scrolling. */
export function useReadingPosition(anchorIds: readonly string[]) {
  const [position, setPosition] = useState<{ progress: number; section: string | null }>({ progress: 0, section: null });
  const key = anchorIds.join(' ');

  useEffect(() => {
    const ids = key.split(' ');
    let frame = 0;
    const measure = () => {
      frame = 0;
      const root = document.documentElement;
      const tops = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setPosition({
        progress: readingProgress({ scrollTop: window.scrollY, scrollHeight: root.scrollHeight, clientHeight: root.clientHeight }),
        section: currentSection(tops, READING_LINE),
      });
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.cancelAnimationFrame(frame);
    };
  }, [key]);

  return position;
}
