import { Button, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { emptyInfo, infoErrors, type ContactInfo, type InfoErrors } from './logic.ts';
import type { SimulatorProps } from './schema.ts';

interface InfoStepProps {
  texts: SimulatorProps['info'];
  messages: SimulatorProps['messages'];
  onComplete: (info: ContactInfo) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

const fields = [
  { name: 'firstName', label: 'firstNameLabel', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'lastNameLabel', autoComplete: 'family-name', type: 'text' },
  { name: 'company', label: 'companyLabel', autoComplete: 'organization', type: 'text' },
  { name: 'email', label: 'emailLabel', autoComplete: 'email', type: 'email' },
] as const;

/** The visitor's details; errors show after a first attempt, then follow each keystroke. */
export function InfoStep({ texts, messages, onComplete, headingRef }: InfoStepProps) {
  const [values, setValues] = useState<ContactInfo>(emptyInfo);
  const [errors, setErrors] = useState<InfoErrors>({});
  const [attempted, setAttempted] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const change = (name: keyof ContactInfo, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setErrors(infoErrors(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = infoErrors(values);
    setAttempted(true);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field.name]);
    if (firstInvalid) form.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid.name}"]`)?.focus();
    else onComplete(values);
  };

  return (
    <Stack asChild gap="6">
      <form ref={form} noValidate onSubmit={submit}>
        <Stack gap="2">
          <Heading ref={headingRef} tabIndex={-1} as="h2" fontFamily="heading" fontWeight="500" fontSize={{ base: '2xl', md: '3xl' }} _focus={{ outline: 'none' }}>
            {texts.title}
          </Heading>
          <Text color="fg.muted">{texts.intro}</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {fields.map((field) => {
            const problem = errors[field.name];
            return (
              <Field.Root key={field.name} required invalid={problem !== undefined}>
                <Field.Label fontWeight="600">
                  {texts[field.label]}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  placeholder={field.name === 'email' ? texts.emailPlaceholder : undefined}
                  value={values[field.name]}
                  onChange={(event) => change(field.name, event.target.value)}
                  bg="bg.panel"
                  size="lg"
                />
                {problem && <Field.ErrorText>{messages[problem]}</Field.ErrorText>}
              </Field.Root>
            );
          })}
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {texts.privacyNote}
        </Text>
        <Button type="submit" variant="primary" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {texts.submitLabel}
        </Button>
      </form>
    </Stack>
  );
}
