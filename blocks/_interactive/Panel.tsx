import type { ComponentProps } from 'react';
import { css } from '../../styled-system/css/index.js';
import type { SystemStyleObject } from '../../styled-system/types/index.d.ts';

const panel = css.raw({ bg: 'bg.panel', color: 'fg', borderWidth: '1px', borderColor: 'border', borderRadius: 'card', boxShadow: 'card', p: { base: '5', md: '8' } });

/**
 * The white, bordered surface interactive widgets sit on, readable on every section background. `css` adjusts it
 * (styles written with `css.raw`, so that Panda compiles them).
 */
export function Panel({ css: adjust, ...props }: ComponentProps<'div'> & { css?: SystemStyleObject }) {
  return <div className={css(panel, adjust)} {...props} />;
}
