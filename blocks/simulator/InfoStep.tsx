import { useState, type Ref } from 'react';
import { fieldValues, sameFieldValues, useEnteredBeforeHydration } from '../../engine/render/use-entered-before-hydration.ts';
import { FieldInput, FormField } from '../_interactive/FormField.tsx';
import { InstantForm } from '../_interactive/InstantForm.tsx';
import { StepHeading } from '../_interactive/StepHeading.tsx';
import { styles } from './InfoStep.styles.ts';
import { emptyInfo, infoErrors, type ContactInfo, type InfoErrors } from './logic.ts';
import type { SimulatorProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

interface InfoStepProps {
  texts: SimulatorProps['info'];
  messages: SimulatorProps['messages'];
  onComplete: (info: ContactInfo) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

// `missing` is the field's message while it is valid: its error element holds it, hidden, from the first paint.
const fields = [
  { name: 'firstName', label: 'firstNameLabel', missing: 'firstNameRequired', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'lastNameLabel', missing: 'lastNameRequired', autoComplete: 'family-name', type: 'text' },
  { name: 'company', label: 'companyLabel', missing: 'companyRequired', autoComplete: 'organization', type: 'text' },
  { name: 'email', label: 'emailLabel', missing: 'emailRequired', autoComplete: 'email', type: 'email' },
] as const;
const fieldNames = fields.map((field) => field.name);

/**
 * The visitor's details; errors show after a first attempt, then follow each keystroke. A submission
 * made before the page is interactive is run by React once it is (an InstantForm), with what the form held at
 * that moment, and what was typed before then stays.
 */
export function InfoStep({ texts, messages, onComplete, headingRef }: InfoStepProps) {
  const [values, setValues] = useState<ContactInfo>(emptyInfo);
  const [errors, setErrors] = useState<InfoErrors>({});
  const [attempted, setAttempted] = useState(false);
  const form = useEnteredBeforeHydration<HTMLFormElement>((element) => {
    const entered = fieldValues(element, fieldNames);
    setValues((shown) => (sameFieldValues(shown, entered) ? shown : entered));
  });

  const change = (name: keyof ContactInfo, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setErrors(infoErrors(next));
  };

  const submit = (data: FormData) => {
    const entered = fieldValues(data, fieldNames);
    const found = infoErrors(entered);
    setValues(entered);
    setAttempted(true);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field.name]);
    if (firstInvalid) form.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid.name}"]`)?.focus();
    else onComplete(entered);
  };

  return (
    <InstantForm ref={form} noValidate action={submit} className={styles.form}>
      <div className={styles.header}>
        <StepHeading ref={headingRef} as="h2">
          {texts.title}
        </StepHeading>
        <p className={styles.intro}>
          <InlineText text={texts.intro} />
        </p>
      </div>
      <div className={styles.fields}>
        {fields.map((field) => {
          const problem = errors[field.name];
          return (
            <FormField key={field.name} label={texts[field.label]} required invalid={problem !== undefined} errorText={messages[problem ?? field.missing]}>
              {(control) => (
                <FieldInput
                  {...control}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  placeholder={field.name === 'email' ? texts.emailPlaceholder : undefined}
                  value={values[field.name]}
                  onChange={(event) => change(field.name, event.target.value)}
                />
              )}
            </FormField>
          );
        })}
      </div>
      <p className={styles.privacyNote}>
        <InlineText text={texts.privacyNote} />
      </p>
      <button type="submit" className={styles.submit}>
        {texts.submitLabel}
      </button>
    </InstantForm>
  );
}
