import { Box, Button, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { FileDown } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FieldError } from '../../engine/ui-kit/FieldError.tsx';
import { fieldValues, sameFieldValues, useEnteredBeforeHydration } from '../../engine/render/use-entered-before-hydration.ts';
import { CompanySizeSelect } from './CompanySizeSelect.tsx';
import { emptyValues, hasRequiredFields, hasValidEmail, type GeneratorValues } from './logic.ts';
import type { JobDescriptionGeneratorProps } from './schema.ts';

type TextField = Exclude<keyof GeneratorValues, 'companySize'>;

interface GeneratorFormProps {
  texts: Pick<JobDescriptionGeneratorProps, 'fields' | 'optionalMark' | 'invalidEmail' | 'submitLabel' | 'submittingLabel' | 'privacyNote'>;
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
    <Field.Root required={props.required} invalid={name === 'email' && emailInvalid} disabled={submitting}>
      <Field.Label fontWeight="600">
        {fields[name].label}
        {props.required ? <Field.RequiredIndicator /> : <OptionalMark text={texts.optionalMark} />}
      </Field.Label>
      <Input
        name={name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        size="lg"
        bg="bg.panel"
        placeholder={fields[name].placeholder}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
      {name === 'email' && <FieldError>{texts.invalidEmail}</FieldError>}
    </Field.Root>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (hasValidEmail(values)) onSubmit();
    else form.current?.querySelector<HTMLInputElement>('[name="email"]')?.focus();
  };

  return (
    <Box asChild>
      <form ref={form} noValidate onSubmit={submit} aria-busy={submitting}>
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {input('companyName', { autoComplete: 'organization', required: true })}
            <CompanySizeSelect
              label={fields.companySize.label}
              placeholder={fields.companySize.placeholder}
              value={values.companySize}
              onChange={(size) => set('companySize', size)}
              disabled={submitting}
            />
            {input('sector', { required: true })}
            {input('email', { type: 'email', autoComplete: 'email', required: true })}
          </SimpleGrid>
          <Field.Root disabled={submitting}>
            <Field.Label fontWeight="600">
              {fields.missions.label}
              <OptionalMark text={texts.optionalMark} />
            </Field.Label>
            <Textarea
              name="missions"
              rows={4}
              size="lg"
              bg="bg.panel"
              placeholder={fields.missions.placeholder}
              value={values.missions}
              onChange={(event) => set('missions', event.target.value)}
            />
            {fields.missions.hint && <Field.HelperText>{fields.missions.hint}</Field.HelperText>}
          </Field.Root>
          <Box maxW={{ md: '50%' }} pe={{ md: '2.5' }}>
            {input('salaryRange', {})}
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {texts.privacyNote}
          </Text>
          <Button
            type="submit"
            variant="primary"
            size="lg"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            disabled={submitting || !hasRequiredFields(values)}
          >
            <FileDown size={18} aria-hidden="true" />
            {submitting ? texts.submittingLabel : texts.submitLabel}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

function OptionalMark({ text }: { text: string }) {
  return (
    <Text as="span" fontWeight="400" color="fg.muted">
      {text}
    </Text>
  );
}
