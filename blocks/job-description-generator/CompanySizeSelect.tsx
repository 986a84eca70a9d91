import { createListCollection, Field, Portal, Select } from '@chakra-ui/react';
import { COMPANY_SIZE_LABELS, COMPANY_SIZES, type CompanySize } from '../../engine/backend/lead.ts';

// Only the four sizes are items: no empty-valued item (spec section 5); the placeholder is the trigger's text.
const sizes = createListCollection({ items: COMPANY_SIZES.map((value) => ({ value, label: COMPANY_SIZE_LABELS[value] })) });

interface CompanySizeSelectProps {
  label: string;
  placeholder: string | undefined;
  value: CompanySize | '';
  onChange: (value: CompanySize) => void;
  disabled: boolean;
}

export function CompanySizeSelect({ label, placeholder, value, onChange, disabled }: CompanySizeSelectProps) {
  return (
    <Field.Root required disabled={disabled}>
      <Select.Root
        collection={sizes}
        name="companySize"
        size="lg"
        value={value === '' ? [] : [value]}
        onValueChange={(details) => {
          const [chosen] = details.value as CompanySize[];
          if (chosen) onChange(chosen);
        }}
        positioning={{ sameWidth: true }}
      >
        <Select.Label fontWeight="600">
          {label}
          <Field.RequiredIndicator ms="1" />
        </Select.Label>
        <Select.Control>
          <Select.Trigger bg="bg.panel">
            <Select.ValueText placeholder={placeholder} />
          </Select.Trigger>
          <Select.IndicatorGroup>
            <Select.Indicator />
          </Select.IndicatorGroup>
        </Select.Control>
        <Portal>
          <Select.Positioner>
            <Select.Content>
              {sizes.items.map((item) => (
                <Select.Item item={item} key={item.value}>
                  {item.label}
                  <Select.ItemIndicator />
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Positioner>
        </Portal>
      </Select.Root>
    </Field.Root>
  );
}
