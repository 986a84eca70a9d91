import { useEffect } from 'react';

/** The not-found page's island: it tells the console which address was missing (spec), and draws nothing. */
export function MissingPath() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
