import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** After a client-side navigation: to the anchor when there is one, else to the top. */
export function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}
