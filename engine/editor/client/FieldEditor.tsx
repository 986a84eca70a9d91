import { Box, Button, Checkbox, Field, Fieldset, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { defaultFor } from '../defaults.ts';
import { moveItem, type JsonPath } from '../draft.ts';
import type { FieldSpec, ObjectField } from '../schema-form.ts';
import { pathKey } from '../validate.ts';
import { useForm } from './editor-context.ts';
import { LabelledField } from './LabelledField.tsx';
import { LinkField } from './LinkField.tsx';
import { t } from './text.ts';

interface FieldProps {
  spec: FieldSpec;
  path: JsonPath;
  value: unknown;
  label: string;
  description?: string;
  optional?: boolean;
}

/** The errors located exactly at `path`. */
function useErrorAt(path: JsonPath): string | undefined {
  return useForm().errors.get(pathKey(path))?.join(' ');
}

/** One value of the draft, edited with the control its schema calls for; rendered again only when its value changes. */
export const FieldEditor = memo(
  FieldEditorOf,
  (before, after) =>
    before.value === after.value &&
    before.spec === after.spec &&
    pathKey(before.path) === pathKey(after.path) &&
    before.label === after.label &&
    before.description === after.description &&
    before.optional === after.optional,
);

function FieldEditorOf(props: FieldProps) {
  const { spec } = props;
  switch (spec.kind) {
    case 'text':
    case 'number':
      return <TextField {...props} spec={spec} />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'enum':
      return <EnumField {...props} spec={spec} />;
    case 'fixed':
      return (
        <Text fontSize="sm" color="fg.muted">
          {t.fixedContent(`${props.label} = ${String(spec.value)}`)}
        </Text>
      );
    case 'link':
      return <LinkField path={props.path} value={props.value} label={props.label} description={props.description} optional={props.optional ?? false} />;
    case 'object':
      return <ObjectFields {...props} spec={spec} />;
    case 'array':
      return <ArrayField {...props} spec={spec} />;
    case 'tuple':
      return <TupleField {...props} spec={spec} />;
    case 'nullable':
      return <NullableField {...props} spec={spec} />;
    case 'variant':
      return <VariantField {...props} spec={spec} />;
    case 'json':
      return <JsonField {...props} />;
  }
}

function TextField({ spec, path, value, label, description, optional = false }: FieldProps & { spec: Extract<FieldSpec, { kind: 'text' | 'number' }> }) {
  const { change } = useForm();
  const error = useErrorAt(path);
  const shown = value === undefined || value === null ? '' : String(value);
  const set = (raw: string) => {
    if (raw === '' && optional) return change(path, undefined);
    if (spec.kind === 'number') return change(path, raw === '' || Number.isNaN(Number(raw)) ? raw : Number(raw));
    change(path, raw);
  };
  const limit = spec.kind === 'text' && spec.maxLength !== undefined ? `${shown.length} / ${spec.maxLength}` : undefined;
  return (
    <LabelledField label={label} description={[description, limit].filter(Boolean).join(' — ') || undefined} error={error} optional={optional}>
      {spec.kind === 'text' && spec.multiline ? (
        <Textarea size="sm" autoresize value={shown} onChange={(event) => set(event.currentTarget.value)} />
      ) : (
        <Input
          size="sm"
          type={spec.kind === 'number' ? 'number' : 'text'}
          min={spec.kind === 'number' ? spec.min : undefined}
          max={spec.kind === 'number' ? spec.max : undefined}
          value={shown}
          onChange={(event) => set(event.currentTarget.value)}
        />
      )}
    </LabelledField>
  );
}

function BooleanField({ path, value, label, description }: FieldProps) {
  const { change } = useForm();
  const error = useErrorAt(path);
  return (
    <Field.Root invalid={error !== undefined}>
      <Checkbox.Root checked={value === true} onCheckedChange={(details) => change(path, details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {description && <Field.HelperText>{description}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function EnumField({ spec, path, value, label, description, optional = false }: FieldProps & { spec: Extract<FieldSpec, { kind: 'enum' }> }) {
  const { change } = useForm();
  const error = useErrorAt(path);
  const index = spec.options.findIndex((option) => option === value);
  return (
    <LabelledField label={label} description={description} error={error} optional={optional}>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={index === -1 ? '' : String(index)}
          onChange={(event) => change(path, event.currentTarget.value === '' ? undefined : spec.options[Number(event.currentTarget.value)])}
        >
          {(optional || index === -1) && <option value="">{t.none}</option>}
          {spec.options.map((option, position) => (
            <option key={String(option)} value={String(position)}>
              {String(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}

/** A group of fields under a legend, with the errors found on the group itself. */
function Group({
  label,
  description,
  path,
  children,
  actions,
}: {
  label: string;
  description?: string;
  path: JsonPath;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const error = useErrorAt(path);
  return (
    <Fieldset.Root invalid={error !== undefined} borderWidth="1px" borderColor={error ? 'border.error' : 'border'} borderRadius="md" padding="3">
      <HStack justify="space-between" align="start" gap="2">
        <Fieldset.Legend fontWeight="semibold">{label}</Fieldset.Legend>
        {actions}
      </HStack>
      {description && <Fieldset.HelperText>{description}</Fieldset.HelperText>}
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
      <Fieldset.Content>{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}

/** The fields of an object, in schema order; `hidden` keys are edited elsewhere (a block's type). */
export function ObjectFieldList({ fields, path, value, hidden = [] }: { fields: ObjectField[]; path: JsonPath; value: unknown; hidden?: string[] }) {
  const { change } = useForm();
  const record = (value ?? {}) as Record<string, unknown>;
  return (
    <Stack gap="4">
      {fields
        .filter((field) => !hidden.includes(field.key))
        .map((field) => {
          const childPath = [...path, field.key];
          const present = record[field.key] !== undefined;
          const isGroup = ['object', 'array', 'tuple', 'variant'].includes(field.spec.kind);
          if (field.optional && isGroup && !present) {
            return (
              <Box key={field.key}>
                <Button size="xs" variant="outline" onClick={() => change(childPath, field.defaultValue ?? defaultFor(field.spec))}>
                  {t.addField(field.label)}
                </Button>
                {field.description && (
                  <Text fontSize="xs" color="fg.muted" marginTop="1">
                    {field.description}
                  </Text>
                )}
              </Box>
            );
          }
          const clear =
            field.optional && isGroup ? (
              <Button size="xs" variant="ghost" onClick={() => change(childPath, undefined)}>
                {t.clear(field.label)}
              </Button>
            ) : undefined;
          return (
            <Box key={field.key}>
              <FieldEditor
                spec={field.spec}
                path={childPath}
                value={record[field.key] ?? (isGroup ? field.defaultValue : undefined)}
                label={field.label}
                description={field.description}
                optional={field.optional}
              />
              {clear}
            </Box>
          );
        })}
    </Stack>
  );
}

function ObjectFields({ spec, path, value, label, description }: FieldProps & { spec: Extract<FieldSpec, { kind: 'object' }> }) {
  return (
    <Group label={label} description={description} path={path}>
      <ObjectFieldList fields={spec.fields} path={path} value={value} />
    </Group>
  );
}

function ArrayField({ spec, path, value, label, description }: FieldProps & { spec: Extract<FieldSpec, { kind: 'array' }> }) {
  const { change } = useForm();
  const items = Array.isArray(value) ? value : [];
  const canAdd = spec.maxItems === undefined || items.length < spec.maxItems;
  const canRemove = spec.minItems === undefined || items.length > spec.minItems;
  const itemLabel = label;
  return (
    <Group label={label} description={description} path={path}>
      {items.map((item, index) => (
        <Stack key={index} gap="2" borderLeftWidth="3px" borderColor="border.emphasized" paddingLeft="3">
          <FieldEditor spec={spec.item} path={[...path, index]} value={item} label={t.item(itemLabel, index)} />
          <HStack gap="1" flexWrap="wrap">
            <Button
              size="xs"
              variant="outline"
              disabled={index === 0}
              onClick={() => change(path, moveItem(items, index, index - 1))}
              aria-label={`${t.moveUp} : ${t.item(itemLabel, index)}`}
            >
              {t.moveUp}
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={index === items.length - 1}
              onClick={() => change(path, moveItem(items, index, index + 1))}
              aria-label={`${t.moveDown} : ${t.item(itemLabel, index)}`}
            >
              {t.moveDown}
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={!canRemove}
              onClick={() =>
                change(
                  path,
                  items.filter((_, position) => position !== index),
                )
              }
              aria-label={`${t.remove} : ${t.item(itemLabel, index)}`}
            >
              {t.remove}
            </Button>
          </HStack>
        </Stack>
      ))}
      <Box>
        <Button
          size="xs"
          variant="outline"
          disabled={!canAdd}
          onClick={() => change(path, [...items, defaultFor(spec.item)])}
          aria-label={`${t.addItem} : ${label}`}
        >
          {t.addItem}
        </Button>
      </Box>
    </Group>
  );
}

function TupleField({ spec, path, value, label, description }: FieldProps & { spec: Extract<FieldSpec, { kind: 'tuple' }> }) {
  const items = Array.isArray(value) ? value : [];
  return (
    <Group label={label} description={description} path={path}>
      {spec.items.map((item, index) => (
        <FieldEditor key={index} spec={item} path={[...path, index]} value={items[index]} label={t.item(label, index)} />
      ))}
    </Group>
  );
}

function NullableField({ spec, path, value, label, description }: FieldProps & { spec: Extract<FieldSpec, { kind: 'nullable' }> }) {
  const { change } = useForm();
  const shown = value !== null && value !== undefined;
  return (
    <Stack gap="2">
      <Checkbox.Root checked={shown} onCheckedChange={(details) => change(path, details.checked === true ? defaultFor(spec.inner) : null)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{`${label} — ${t.showBreadcrumb}`}</Checkbox.Label>
      </Checkbox.Root>
      {shown && <FieldEditor spec={spec.inner} path={path} value={value} label={label} description={description} />}
    </Stack>
  );
}

function VariantField({ spec, path, value, label, description }: FieldProps & { spec: Extract<FieldSpec, { kind: 'variant' }> }) {
  const { change } = useForm();
  const record = (value ?? {}) as Record<string, unknown>;
  const current = spec.options.find((option) => option.value === record[spec.discriminator]) ?? spec.options[0];
  if (!current) return null;
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>{`${label} : ${spec.discriminator}`}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={current.value}
            onChange={(event) => {
              const option = spec.options.find((candidate) => candidate.value === event.currentTarget.value);
              if (!option) return;
              // Fields both variants share keep their values.
              const fresh = defaultFor(option.spec) as Record<string, unknown>;
              const kept = Object.fromEntries(
                Object.entries(record).filter(([key]) => key !== spec.discriminator && option.spec.fields.some((field) => field.key === key)),
              );
              change(path, { ...fresh, ...kept, [spec.discriminator]: option.value });
            }}
          >
            {spec.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {description && <Field.HelperText>{description}</Field.HelperText>}
      </Field.Root>
      <ObjectFieldList fields={current.spec.fields} path={path} value={value} hidden={['type', spec.discriminator]} />
    </Stack>
  );
}

function JsonField({ path, value, label, description }: FieldProps) {
  const { change } = useForm();
  const error = useErrorAt(path);
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [syntax, setSyntax] = useState<string>();
  return (
    <Field.Root invalid={error !== undefined || syntax !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        size="sm"
        fontFamily="mono"
        autoresize
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          try {
            change(path, JSON.parse(event.currentTarget.value));
            setSyntax(undefined);
          } catch {
            setSyntax(t.jsonInvalid);
          }
        }}
      />
      <Field.HelperText>{description ?? t.jsonHelp}</Field.HelperText>
      {(error ?? syntax) && <Field.ErrorText>{error ?? syntax}</Field.ErrorText>}
    </Field.Root>
  );
}
