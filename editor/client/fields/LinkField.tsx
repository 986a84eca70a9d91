import { useForm } from '../editor-context.ts';
import { useErrorAt, type FieldProps } from './field-props.ts';
import { LabelledField } from './LabelledField.tsx';
import { LinkPicker } from './LinkPicker.tsx';

/** A link: a page of the site (and one of its anchors) or a named external link, or any value typed. */
export function LinkField({ path, value, label, description, optional = false }: FieldProps<'link'>) {
  const { change } = useForm();
  const error = useErrorAt(path);
  return (
    <LabelledField label={label} description={description} error={error} optional={optional}>
      <LinkPicker value={typeof value === 'string' ? value : ''} label={label} onChange={(next) => change(path, next === '' && optional ? undefined : next)} />
    </LabelledField>
  );
}
