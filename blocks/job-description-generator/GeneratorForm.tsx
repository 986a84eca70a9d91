import { FileDown } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { fieldValues, sameFieldValues, useEnteredBeforeHydration } from '../../engine/render/use-entered-before-hydration.ts';
import { FieldInput, FormField } from '../_interactive/FormField.tsx';
import { CompanySizeSelect } from './CompanySizeSelect.tsx';
import { styles } from './GeneratorForm.styles.ts';
import { emptyValues, hasRequiredFields, hasValidEmail, type GeneratorValues } from './logic.ts';
import type { JobDescriptionGeneratorProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

type TextField = Exclude<keyof GeneratorValues, 'companySize'>;

export type GeneratorTexts = Pick<JobDescriptionGeneratorProps, 'fields' | 'optionalMark' | 'invalidEmail' | 'submitLabel' | 'submittingLabel' | 'privacyNote'>;

interface GeneratorFormProps {
  texts: GeneratorTexts;
  values: GeneratorValues;
  onChange: (values: GeneratorValues) => void;
  submitting: boolean;
  onSubmit: () => void;
}

const fieldNames = Object.keys(emptyValues) as (keyof GeneratorValues)[];

/**
 * The generator's fields; the submit button waits for the four required ones and for the previous run
 * (disabled on the server's page too). What the visitor entered before the page was interactive is kept.
 */
export function GeneratorForm({ texts, values, onChange, submitting, onSubmit }: GeneratorFormProps) {
  const form = useEnteredBeforeHydration<HTMLFormElement>((element) => {
    const entered = fieldValues(element, fieldNames) as GeneratorValues;
    if (!sameFieldValues(entered, values)) onChange(entered);
  });
  const [attempted, setAttempted] = useState(false);
  // An empty address already keeps the button disabled; the message is for a typed address that is not one.
  const emailInvalid = attempted && values.email.trim() !== '' && !hasValidEmail(values);
  const { fields } = texts;
  const set = (name: keyof GeneratorValues, value: string) => onChange({ ...values, [name]: value });

  const input = (name: TextField, props: { type?: string; autoComplete?: string; required?: boolean }) => (
    <FormField
      label={fields[name].label}
      required={props.required}
      optionalMark={texts.optionalMark}
      disabled={submitting}
      invalid={name === 'email' && emailInvalid}
      errorText={name === 'email' ? texts.invalidEmail : undefined}
    >
      {(control) => (
        <FieldInput
          {...control}
          name={name}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          placeholder={fields[name].placeholder}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </FormField>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (hasValidEmail(values)) onSubmit();
    else form.current?.querySelector<HTMLInputElement>('[name="email"]')?.focus();
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={submitting}>
      <div className={styles.stack}>
        <div className={styles.fields}>
          {input('companyName', { autoComplete: 'organization', required: true })}
          <FormField label={fields.companySize.label} required disabled={submitting}>
            {(control) => (
              <CompanySizeSelect
                control={control}
                placeholder={fields.companySize.placeholder}
                value={values.companySize}
                onChange={(size) => set('companySize', size)}
              />
            )}
          </FormField>
          {input('sector', { required: true })}
          {input('email', { type: 'email', autoComplete: 'email', required: true })}
        </div>
        <FormField label={fields.missions.label} optionalMark={texts.optionalMark} disabled={submitting} helperText={fields.missions.hint}>
          {(control) => (
            <textarea
              {...control}
              name="missions"
              rows={4}
              placeholder={fields.missions.placeholder}
              value={values.missions}
              onChange={(event) => set('missions', event.target.value)}
              className={styles.textarea}
            />
          )}
        </FormField>
        <div className={styles.salaryRange}>{input('salaryRange', {})}</div>
        <p className={styles.privacyNote}>
          <InlineText text={texts.privacyNote} />
        </p>
        <button type="submit" className={styles.submit} disabled={submitting || !hasRequiredFields(values)}>
          <FileDown size={18} aria-hidden="true" />
          {submitting ? texts.submittingLabel : texts.submitLabel}
        </button>
      </div>
    </form>
  );
}
