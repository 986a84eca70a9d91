import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldErrorText } from '../../engine/ui-kit/FieldErrorText.tsx';
import { styles } from './FormField.styles.ts';

/** What a field hands its control: the id its label targets, its state, and the ids of the texts that describe it. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  disabled: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** A required field shows the star after its label; an optional one the form's mark, e.g. "(facultatif)". */
  required?: boolean;
  optionalMark?: string;
  disabled?: boolean;
  invalid?: boolean;
  /**
   * The message shown while the field is invalid. A field that can be invalid always passes one, so that its
   * element is in the page from the first paint (engine/ui-kit/FieldErrorText.tsx).
   */
  errorText?: string;
  helperText?: string;
  /** The control (input, select, textarea), given the props that tie it to the label and the texts. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field, as Chakra's `Field` draws and links it, with compiled styles for the islands' forms: the
 * label points to the control, which names its hint and, while invalid, its error message in `aria-describedby`.
 */
export function FormField({ label, required = false, optionalMark, disabled = false, invalid = false, errorText, helperText, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = [helperText !== undefined && helperId, invalid && errorText !== undefined && errorId].filter(Boolean).join(' ');
  // Chakra's field states, which its recipes select on (a disabled field's label takes the muted colour).
  const state = { 'data-disabled': disabled ? '' : undefined, 'data-invalid': invalid ? '' : undefined };
  return (
    <div role="group" className={styles.root} {...state}>
      <label htmlFor={id} className={styles.label} {...state}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredIndicator}>
            *
          </span>
        ) : (
          optionalMark && <span className={styles.optionalMark}>{optionalMark}</span>
        )}
      </label>
      {children({ id, required, disabled, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined })}
      {helperText !== undefined && (
        <div id={helperId} className={styles.helperText} {...state}>
          {helperText}
        </div>
      )}
      {errorText !== undefined && (
        <FieldErrorText id={errorId} invalid={invalid}>
          {errorText}
        </FieldErrorText>
      )}
    </div>
  );
}

/** The forms' text input: large, on the panel's white whatever the section around it. */
export function FieldInput(props: ComponentProps<'input'>) {
  return <input className={styles.input} {...props} />;
}
