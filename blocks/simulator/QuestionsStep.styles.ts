import { css } from '../../styled-system/css/index.js';
import { stack } from '../../styled-system/patterns/index.js';
import { button } from '../../styled-system/recipes/index.js';

export const styles = {
  step: stack({ gap: '8' }),
  header: stack({ gap: '3' }),
  intro: css({ fontSize: 'sm', color: 'fg.muted' }),
  progressLine: css({ display: 'flex', justifyContent: 'space-between', mb: '2', fontSize: 'sm' }),
  progressLabel: css({ fontWeight: '600' }),
  progressValue: css({ fontWeight: '500', color: 'fg.muted' }),
  category: stack({ gap: '1' }),
  categoryLabel: css({ textStyle: 'label', color: 'accent.fg' }),
  questions: stack({ gap: '8', listStyleType: 'none' }),
  question: css({ fontWeight: '600', mb: '3' }),
  questionNumber: css({ color: 'accent.fg', me: '2' }),
  actions: css({
    display: 'flex',
    flexDirection: { base: 'column-reverse', sm: 'row' },
    gap: '3',
    justifyContent: 'space-between',
    alignItems: { base: 'stretch', sm: 'center' },
    borderTopWidth: '1px',
    borderColor: 'border',
    pt: '6',
  }),
  previous: button({ variant: 'outline' }),
  submitLine: stack({ gap: '2', align: { base: 'stretch', sm: 'flex-end' } }),
  submit: button({ variant: 'primary', size: 'lg' }),
  remainingHint: css({ fontSize: 'sm', color: 'fg.muted', textAlign: { base: 'center', sm: 'end' } }),
  next: button({ variant: 'primary' }),
};
