import { css, cx } from '../../styled-system/css/index.js';
import { stack } from '../../styled-system/patterns/index.js';
import { button, heading } from '../../styled-system/recipes/index.js';

type Verdict = 'needed' | 'not-needed';

// The box the verdict is drawn in, in its palette.
const verdictBox = css({ bg: 'colorPalette.subtle', borderWidth: '1px', borderColor: 'colorPalette.muted', borderRadius: 'card', p: { base: '5', md: '8' } });

export const styles = {
  step: stack({ gap: '8' }),
  // One class per verdict: the palette the box, its score, its title and its bar are drawn in.
  verdicts: {
    needed: cx(css({ colorPalette: 'orange' }), verdictBox),
    'not-needed': cx(css({ colorPalette: 'green' }), verdictBox),
  } satisfies Record<Verdict, string>,
  scoreLine: css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '4', mb: '3' }),
  scoreLabel: css({ fontWeight: '600' }),
  score: css({ fontFamily: 'heading', fontSize: { base: '4xl', md: '5xl' }, lineHeight: '1', color: 'colorPalette.fg' }),
  verdictText: stack({ gap: '3', mt: '6' }),
  verdictTitle: cx(heading(), css({ fontFamily: 'heading', fontSize: { base: 'xl', md: '2xl' }, fontWeight: '600', color: 'colorPalette.fg' })),
  cta: css({ mt: '6' }),
  restart: cx(button({ variant: 'outline' }), css({ alignSelf: 'flex-start' })),
};
