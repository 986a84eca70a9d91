import { FieldEditor } from '../FieldEditor.tsx';
import { t } from '../text.ts';
import type { FieldProps } from './field-props.ts';
import { Group } from './Group.tsx';

/** A fixed number of values, each with its own field, named by its schema's title or its place. */
export function TupleField({ spec, path, value, label, description }: FieldProps<'tuple'>) {
  const items = Array.isArray(value) ? value : [];
  return (
    <Group label={label} description={description} path={path}>
      {spec.items.map((item, index) => (
        <FieldEditor key={index} spec={item} path={[...path, index]} value={items[index]} label={spec.itemLabels?.[index] ?? t.item(label, index)} />
      ))}
    </Group>
  );
}
