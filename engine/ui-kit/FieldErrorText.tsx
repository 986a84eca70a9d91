import type { ReactNode } from 'react';
import { errorText } from './FieldErrorText.styles.ts';

interface FieldErrorTextProps {
  /** The id its field's control names in `aria-describedby` while the field is invalid. */
  id: string;
  invalid: boolean;
  children: ReactNode;
}

/**
 * A field's error message, drawn like Chakra's `Field.ErrorText` with compiled styles. It is in the page from the
 * first paint, hidden while the field is valid: showing it then changes an attribute and a text, and inserts no
 * style. A live region present from the start is also the one screen readers announce reliably when its text
 * arrives. The control points to it (`aria-invalid`, `aria-describedby`): see `blocks/_interactive/FormField.tsx`.
 */
export function FieldErrorText({ id, invalid, children }: FieldErrorTextProps) {
  return (
    <span id={id} aria-live="polite" hidden={!invalid} className={errorText}>
      {invalid ? children : null}
    </span>
  );
}
