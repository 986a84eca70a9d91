import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { defaultFor } from '../../defaults.ts';
import { moveItem } from '../../draft.ts';
import { useForm } from '../editor-context.ts';
import { FieldEditor } from '../FieldEditor.tsx';
import { t, words } from '../text.ts';
import type { FieldProps } from './field-props.ts';
import { Group } from './Group.tsx';

/** A list: each item with its own field, moved and removed by buttons a keyboard reaches, within the schema's counts. */
export function ArrayField({ spec, path, value, label, description }: FieldProps<'array'>) {
  const { change } = useForm();
  const items = Array.isArray(value) ? value : [];
  const canAdd = spec.maxItems === undefined || items.length < spec.maxItems;
  const canRemove = spec.minItems === undefined || items.length > spec.minItems;
  // An item is named by its schema's title ("Key point no. 2"), else by the list's.
  const itemLabel = (index: number) => t.item(spec.itemLabel ?? label, index);
  const actions = (index: number) => [
    { text: t.moveUp, disabled: index === 0, run: () => change(path, moveItem(items, index, index - 1)) },
    { text: t.moveDown, disabled: index === items.length - 1, run: () => change(path, moveItem(items, index, index + 1)) },
    {
      text: t.remove,
      disabled: !canRemove,
      run: () =>
        change(
          path,
          items.filter((_, position) => position !== index),
        ),
    },
  ];
  return (
    <Group label={label} description={description} path={path}>
      {items.map((item, index) => (
        <Stack key={index} gap="2" borderLeftWidth="3px" borderColor="border.emphasized" paddingLeft="3">
          <FieldEditor spec={spec.item} path={[...path, index]} value={item} label={itemLabel(index)} />
          <HStack gap="1" flexWrap="wrap">
            {actions(index).map((action) => (
              <Button
                key={action.text}
                size="xs"
                variant="outline"
                disabled={action.disabled}
                onClick={action.run}
                aria-label={t.pair(action.text, itemLabel(index))}
              >
                {action.text}
              </Button>
            ))}
          </HStack>
        </Stack>
      ))}
      <Box>
        <Button
          size="xs"
          variant="outline"
          disabled={!canAdd}
          onClick={() => change(path, [...items, defaultFor(spec.item, words.placeholder)])}
          aria-label={t.pair(t.addItem, label)}
        >
          {t.addItem}
        </Button>
      </Box>
    </Group>
  );
}
