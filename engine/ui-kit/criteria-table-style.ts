import { css, cx } from '../../styled-system/css/index.js';
import { table } from '../../styled-system/recipes/index.js';
import type { SystemStyleObject } from '../../styled-system/types/index.d.ts';

// Chakra's table recipe, compiled by Panda: the same table in a static block and in an island (the slider comparison).
export const criteriaTableParts = table({ variant: 'line', size: { base: 'sm', md: 'md' } });

/**
 * The criteria column's heading, adjusted by `adjust` (e.g. its width, written with `css.raw` so that Panda compiles
 * it): for style modules (evaluated at build time), passed to `<CriteriaTable categoryHeadingClassName>`.
 */
export function criteriaCategoryHeadingClass(adjust: SystemStyleObject = {}): string {
  return cx(criteriaTableParts.columnHeader, css({ color: 'fg.muted' }, adjust));
}
