import { useEffect, useState } from 'react';
import { isFloatingCtaShown } from './logic.ts';

/** Follows scrolling and resizing; hidden on the server and until the first measure. */
export function useFloatingVisibility(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const measure = () => {
      const footer = document.querySelector('footer');
      setShown(
        isFloatingCtaShown({ scrollY: window.scrollY, viewportHeight: window.innerHeight, footerTop: footer ? footer.getBoundingClientRect().top : null }),
      );
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return shown;
}
