'use client';

import { useEffect } from 'react';
import { loadTallyEmbeds } from './logic.ts';

/**
 * The form embed's island: once live, it loads Tally's script after the block's delay, which then fills the
 * page's frames. It draws nothing: the block around it is static, so the browser loads this and React, no more.
 */
export default function TallyLoader({ loadDelayMs }: { loadDelayMs: number }) {
  useEffect(() => {
    const timer = window.setTimeout(() => loadTallyEmbeds(document), loadDelayMs);
    return () => window.clearTimeout(timer);
  }, [loadDelayMs]);
  return null;
}
