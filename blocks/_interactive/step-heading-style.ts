import { css, cx } from '../../styled-system/css/index.js';
import type { SystemStyleObject } from '../../styled-system/types/index.d.ts';
import { heading } from '../../styled-system/recipes/index.js';

/** The step heading's class, adjusted by `adjust`: for style modules (evaluated at build time), passed to `<StepHeading className>`. */
export function stepHeadingClass(adjust: SystemStyleObject = {}): string {
  return cx(heading(), css({ fontFamily: 'heading', fontWeight: '500', fontSize: { base: '2xl', md: '3xl' }, _focus: { outline: 'none' } }, adjust));
}
