import { css, cx } from '../../styled-system/css/index.js';
import { stack } from '../../styled-system/patterns/index.js';
import { button, heading, input } from '../../styled-system/recipes/index.js';
import { panelStyle } from '../_interactive/panel-style.ts';

export const styles = {
  filters: cx(stack({ gap: '5' }), css({ mb: '8' })),
  // Chakra's input group: the icon sits over the start of the box, whose text starts after it.
  searchGroup: css({ position: 'relative', isolation: 'isolate', display: 'inline-flex', alignItems: 'center', justifyContent: 'flex-start', w: 'full' }),
  searchIcon: css({
    position: 'absolute',
    zIndex: '2',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    h: 'full',
    px: '3',
    fontSize: 'sm',
    color: 'fg.muted',
    pointerEvents: 'none',
  }),
  search: cx(input({ size: 'lg' }), css({ bg: 'bg.panel', ps: 'var(--input-height)' })),
  status: css({ fontSize: 'sm', fontWeight: '600', color: 'fg.muted' }),
  // The empty state's panel, centred and taller.
  emptyPanel: css(panelStyle, { textAlign: 'center', py: '12' }),
  emptyTitle: cx(heading(), css({ fontFamily: 'heading', fontSize: 'xl', fontWeight: '600', mb: '2' })),
  emptyText: css({ color: 'fg.muted', mb: '6' }),
  reset: button({ variant: 'primary' }),
};
