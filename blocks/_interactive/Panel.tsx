import type { ComponentProps } from 'react';
import { panel } from './Panel.styles.ts';

/**
 * The white, bordered surface interactive widgets sit on, readable on every section background. `className`, made
 * from `panelStyle` (panel-style.ts) in the caller's style module, replaces its look with an adjusted one.
 */
export function Panel({ className = panel, ...props }: ComponentProps<'div'>) {
  return <div className={className} {...props} />;
}
