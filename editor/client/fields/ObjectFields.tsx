import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { defaultFor } from '../../defaults.ts';
import type { JsonPath } from '../../draft.ts';
import type { FieldSpec, ObjectField } from '../../schema-form.ts';
import { useForm } from '../editor-context.ts';
import { FieldEditor } from '../FieldEditor.tsx';
import { t, words } from '../text.ts';
import type { FieldProps } from './field-props.ts';
import { Group } from './Group.tsx';

/** Kinds shown as a group of their own: optional ones are added and cleared whole. */
const groupKinds: ReadonlySet<FieldSpec['kind']> = new Set(['object', 'array', 'tuple', 'variant', 'image']);

/** An optional group left out: a button adds it with its defaults. */
function AddGroup({ field, path }: { field: ObjectField; path: JsonPath }) {
  const { change } = useForm();
  return (
    <Box>
      <Button size="xs" variant="outline" onClick={() => change(path, field.defaultValue ?? defaultFor(field.spec, words.placeholder))}>
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
          const isGroup = groupKinds.has(field.spec.kind);
          if (field.optional && isGroup && record[field.key] === undefined) return <AddGroup key={field.key} field={field} path={childPath} />;
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
              {field.optional && isGroup && (
                <Button size="xs" variant="ghost" onClick={() => change(childPath, undefined)}>
                  {t.clear(field.label)}
                </Button>
              )}
            </Box>
          );
        })}
    </Stack>
  );
}

/** An object: its fields in a group. */
export function ObjectFields({ spec, path, value, label, description }: FieldProps<'object'>) {
  return (
    <Group label={label} description={description} path={path}>
      <ObjectFieldList fields={spec.fields} path={path} value={value} />
    </Group>
  );
}
