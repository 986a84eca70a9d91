import { css, cx } from '../../../styled-system/css/index.js';
import { stack } from '../../../styled-system/patterns/index.js';
import { button, field, heading, input, spinner } from '../../../styled-system/recipes/index.js';

// Chakra's field (root and label): the label above its input, as long as its text.
const emailField = field();

export const styles = {
  stack: stack({ gap: '5' }),
  heading: stack({ gap: '2' }),
  description: css({ color: 'fg.invertedMuted' }),
  consentLine: stack({ direction: 'row', gap: '3', align: 'flex-start' }),
  form: css({ bg: 'whiteAlpha.50', borderWidth: '1px', borderColor: 'whiteAlpha.200', borderRadius: 'card', p: { base: '6', md: '8' } }),
  title: cx(heading({ size: 'xl' }), css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '500', color: 'fg.inverted' })),
  field: emailField.root,
  // In the footer's light text, whether or not the form is sending.
  emailLabel: cx(emailField.label, css({ color: 'fg.inverted' })),
  email: cx(
    input({ size: 'lg' }),
    css({
      bg: 'whiteAlpha.100',
      borderColor: 'whiteAlpha.300',
      color: 'fg.inverted',
      _placeholder: { color: 'whiteAlpha.600' },
      _hover: { borderColor: 'whiteAlpha.500' },
      focusRingColor: 'accent.focusRing',
    }),
  ),
  consent: css({
    boxSize: '5',
    mt: '0.5',
    flexShrink: '0',
    cursor: 'pointer',
    accentColor: 'accent.500',
    _focusVisible: { layerStyle: 'focusRing' },
  }),
  consentLabel: css({ color: 'fg.invertedMuted', lineHeight: '1.5', cursor: 'pointer' }),
  submit: button({ variant: 'accent', size: 'lg' }),
  // While sending, a spinner over the label, which stays in the accessibility tree (the button keeps its name).
  loader: css({ position: 'absolute', inset: '0', display: 'flex', alignItems: 'center', justifyContent: 'center' }),
  spinner: cx(spinner({ size: 'inherit' }), css({ borderWidth: '0.125em' })),
  submitLabel: css({ '[data-loading] > &': { opacity: '0' } }),
};
