import type { ComponentProps } from 'react';
import { css, cx } from '../../styled-system/css/index.js';
import type { SystemStyleObject } from '../../styled-system/types/index.d.ts';
import { heading } from '../../styled-system/recipes/index.js';

const stepHeading = css.raw({ fontFamily: 'heading', fontWeight: '500', fontSize: { base: '2xl', md: '3xl' }, _focus: { outline: 'none' } });

type Level = 'h2' | 'h3';

/**
 * The heading of a step that replaces the previous one (a quiz question or result, a simulator step): the
 * block moves the focus to it so that keyboard and screen-reader users land on the new content. It takes
 * the focus by script only (tabIndex -1), so it draws no focus ring. `css` adjusts it (written with `css.raw`, so
 * that Panda compiles it).
 */
export function StepHeading({ as: Heading, css: adjust, ...props }: ComponentProps<'h2'> & { as: Level; css?: SystemStyleObject }) {
  return <Heading tabIndex={-1} className={cx(heading(), css(stepHeading, adjust))} {...props} />;
}
