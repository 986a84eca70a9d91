import { ChevronDown } from 'lucide-react';
import type { FieldControlProps } from '../_interactive/FormField.tsx';
import { styles } from './CompanySizeSelect.styles.ts';
import { COMPANY_SIZE_LABELS, COMPANY_SIZES, type CompanySize } from './lead.ts';

const isCompanySize = (value: string): value is CompanySize => (COMPANY_SIZES as readonly string[]).includes(value);

interface CompanySizeSelectProps {
  control: FieldControlProps;
  placeholder: string | undefined;
  value: CompanySize | '';
  onChange: (value: CompanySize) => void;
}

/**
 * The browser's own select: usable before the page is interactive, and on every device its native
 * list. Only the four sizes can be chosen; the placeholder is shown, never selectable (spec section 5).
 */
export function CompanySizeSelect({ control, placeholder, value, onChange }: CompanySizeSelectProps) {
  const state = { 'data-disabled': control.disabled ? '' : undefined };
  return (
    <div className={styles.root} {...state}>
      <select
        {...control}
        name="companySize"
        value={value}
        onChange={(event) => isCompanySize(event.target.value) && onChange(event.target.value)}
        className={styles.field}
      >
        <option value="" disabled hidden>
          {placeholder}
        </option>
        {COMPANY_SIZES.map((size) => (
          <option key={size} value={size}>
            {COMPANY_SIZE_LABELS[size]}
          </option>
        ))}
      </select>
      <div className={styles.indicator} {...state}>
        <ChevronDown aria-hidden="true" />
      </div>
    </div>
  );
}
