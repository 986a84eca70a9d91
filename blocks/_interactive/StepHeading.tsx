import type { ComponentProps } from 'react';
import { stepHeading } from './StepHeading.styles.ts';

type Level = 'h2' | 'h3';

/**
 * The heading of a step that replaces the previous one (a quiz question or result, a simulator step): the
 * block moves the focus to it so that keyboard and screen-reader users land on the new content. It takes
 * the focus by script only (tabIndex -1), so it draws no focus ring. `className`, made with `stepHeadingClass`
 * (step-heading-style.ts) in the caller's style module, replaces its look with an adjusted one.
 */
export function StepHeading({ as: Heading, className = stepHeading, ...props }: ComponentProps<'h2'> & { as: Level }) {
  return <Heading tabIndex={-1} className={className} {...props} />;
}
