import { css, cx } from '../../styled-system/css/index.js';
import { stack } from '../../styled-system/patterns/index.js';
import { spinner, toast } from '../../styled-system/recipes/index.js';

// Chakra's toast recipe: one class per part.
const parts = toast();

export const styles = {
  // Across the screen, 1rem from its edges, on phones; in the bottom-right corner from md up.
  group: css({ insetInline: { mdDown: '4' } }),
  root: cx(
    parts.root,
    css({
      width: { md: 'sm' },
      // Motion only where the visitor has not asked for less: the notices then fade in and out in place.
      _motionReduce: { transitionProperty: 'opacity', transitionDuration: '200ms' },
    }),
  ),
  indicator: parts.indicator,
  texts: stack({ gap: '1', flex: '1', maxWidth: '100%' }),
  title: parts.title,
  // The recipe fades a description to 80 %: on an error's red, white then reads at 3.5:1, under the 4.5:1 AA asks
  // of text (4.8:1 at full strength). Success (green.700) and the white notices keep the recipe's look.
  description: cx(parts.description, css({ '[data-type=error] &': { opacity: '1' } })),
  closeTrigger: parts.closeTrigger,
  spinner: cx(spinner({ size: 'sm' }), css({ flexShrink: '0', color: 'brand.solid' })),
};
