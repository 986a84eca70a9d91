import { useMediaQuery } from '@chakra-ui/react';

/** True when the visitor asked the system for less motion (false during prerender, then the real value). */
export function useReducedMotion(): boolean {
  return useMediaQuery(['(prefers-reduced-motion: reduce)'])[0] ?? false;
}
