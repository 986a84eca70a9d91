import type { MouseEvent } from 'react';

/**
 * The click handler of a submit button whose form has an action. React runs a form action as a transition,
 * which waits behind any rendering under way (the page's hydration in its first second): once the island is
 * live, the click is answered at once, in the click itself, and the form is not submitted. A click made
 * before the island is live stays the form's submission, which React keeps and runs on hydration.
 */
export function liveClick(answer: () => void) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    answer();
  };
}
