import { memo, type ComponentType } from 'react';
import type { FieldSpec } from '../schema-form.ts';
import { pathKey } from '../validate.ts';
import { ArrayField } from './fields/ArrayField.tsx';
import { BooleanField } from './fields/BooleanField.tsx';
import { EnumField } from './fields/EnumField.tsx';
import type { FieldProps } from './fields/field-props.ts';
import { FixedField } from './fields/FixedField.tsx';
import { ImageField } from './fields/ImageField.tsx';
import { JsonField } from './fields/JsonField.tsx';
import { LinkField } from './fields/LinkField.tsx';
import { NullableField } from './fields/NullableField.tsx';
import { NumberField } from './fields/NumberField.tsx';
import { ObjectFields } from './fields/ObjectFields.tsx';
import { TextField } from './fields/TextField.tsx';
import { TupleField } from './fields/TupleField.tsx';
import { VariantField } from './fields/VariantField.tsx';

export { ObjectFieldList } from './fields/ObjectFields.tsx';

/** The field editor of each kind of field (editor/schema-form.ts). */
const editors: { [K in FieldSpec['kind']]: ComponentType<FieldProps<K>> } = {
  text: TextField,
  number: NumberField,
  boolean: BooleanField,
  enum: EnumField,
  fixed: FixedField,
  link: LinkField,
  image: ImageField,
  object: ObjectFields,
  array: ArrayField,
  tuple: TupleField,
  nullable: NullableField,
  variant: VariantField,
  json: JsonField,
};

function FieldEditorOf(props: FieldProps) {
  const Editor = editors[props.spec.kind] as ComponentType<FieldProps>;
  return <Editor {...props} />;
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
