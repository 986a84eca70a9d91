import type { JsonPath } from '../../draft.ts';
import type { FieldSpec } from '../../schema-form.ts';
import { pathKey } from '../../validate.ts';
import { useForm } from '../editor-context.ts';

/** What every field editor receives: its spec, where its value is in the draft, the value and its label. */
export interface FieldProps<K extends FieldSpec['kind'] = FieldSpec['kind']> {
  spec: Extract<FieldSpec, { kind: K }>;
  path: JsonPath;
  value: unknown;
  label: string;
  description?: string;
  optional?: boolean;
}

/** The errors located exactly at `path`. */
export function useErrorAt(path: JsonPath): string | undefined {
  return useForm().errors.get(pathKey(path))?.join(' ');
}
