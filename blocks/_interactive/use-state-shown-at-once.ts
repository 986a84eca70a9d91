import { useOptimistic, useState } from 'react';

/**
 * State that a form action sets, shown in the task of the click that submitted the form. React runs an
 * action in a transition, whose render yields to the browser's frames and lands several frames later on a
 * slow phone; an optimistic update renders at once, and the transition then commits the same value.
 * Returns the state shown, the setter for form actions, and the plain setter for everything else (an
 * optimistic update outside an action is an error).
 */
export function useStateShownAtOnce<T>(initial: T) {
  const [state, setState] = useState(initial);
  const [shown, show] = useOptimistic(state);
  const setFromAction = (next: T) => {
    show(next);
    setState(next);
  };
  return [shown, setFromAction, setState] as const;
}
