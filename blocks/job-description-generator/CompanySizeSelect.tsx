import { Field, NativeSelect } from '@chakra-ui/react';
import { COMPANY_SIZE_LABELS, COMPANY_SIZES, type CompanySize } from './lead.ts';

const isCompanySize = (value: string): value is CompanySize => (COMPANY_SIZES as readonly string[]).includes(value);

interface CompanySizeSelectProps {
  label: string;
  placeholder: string | undefined;
  value: CompanySize | '';
  onChange: (value: CompanySize) => void;
  disabled: boolean;
}

/**
 * The browser's own select: usable before the page is interactive, and on every device its native
 * list. Only the four sizes can be chosen; the placeholder is shown, never selectable (spec section 5).
 */
export function CompanySizeSelect({ label, placeholder, value, onChange, disabled }: CompanySizeSelectProps) {
  return (
    <Field.Root required disabled={disabled}>
      <Field.Label fontWeight="600">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          name="companySize"
          value={value}
          onChange={(event) => isCompanySize(event.target.value) && onChange(event.target.value)}
          bg="bg.panel"
          color="fg"
          // The placeholder reads muted while it is the choice, in CSS: from the first paint, and with no class to change.
          css={{ '&:has(option[value=""]:checked)': { color: 'fg.muted' } }}
        >
          <option value="" disabled hidden>
            {placeholder}
          </option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {COMPANY_SIZE_LABELS[size]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
