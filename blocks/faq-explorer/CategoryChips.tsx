import { Badge, chakra, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { icons } from '../../engine/ui-kit/icons.tsx';
import type { FaqCategoryId } from './logic.ts';
import type { FaqCategory } from './schema.ts';

interface CategoryChipsProps {
  /** The field's name in the search form. */
  name: string;
  label: string;
  allLabel: string;
  categories: readonly FaqCategory[];
  counts: Record<FaqCategoryId, number>;
  total: number;
}

/**
 * Radio buttons drawn as chips: one category at a time, "all" (checked at first) when none. They are the
 * browser's: a choice made before the page is interactive holds, and the form they sit in reads them.
 */
export function CategoryChips({ name, label, allLabel, categories, counts, total }: CategoryChipsProps) {
  return (
    <Wrap as="fieldset" role="radiogroup" aria-label={label} gap="2" border="0" p="0" m="0">
      <Chip name={name} value="" defaultChecked count={total} palette="brand">
        {allLabel}
      </Chip>
      {categories.map((category) => {
        const Icon = icons[category.icon];
        return (
          <Chip key={category.id} name={name} value={category.id} count={counts[category.id]} palette={category.colour}>
            <Icon size={16} aria-hidden="true" />
            {category.label}
          </Chip>
        );
      })}
    </Wrap>
  );
}

interface ChipProps {
  name: string;
  value: string;
  defaultChecked?: boolean;
  count: number;
  palette: string;
  children: ReactNode;
}

function Chip({ name, value, defaultChecked, count, palette, children }: ChipProps) {
  return (
    <chakra.label
      colorPalette={palette}
      position="relative"
      display="inline-flex"
      alignItems="center"
      gap="2"
      h="8"
      px="3"
      borderRadius="full"
      borderWidth="1px"
      borderColor="border"
      bg="bg.panel"
      color="fg"
      fontSize="sm"
      fontWeight="600"
      cursor="pointer"
      transition="background 0.15s ease, border-color 0.15s ease"
      _motionReduce={{ transition: 'none' }}
      _hover={{ borderColor: 'colorPalette.solid' }}
      css={{
        '&:has(input:checked)': { bg: 'colorPalette.solid', borderColor: 'colorPalette.solid', color: 'colorPalette.contrast' },
        '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'accent.solid', outlineOffset: '2px' },
      }}
    >
      <chakra.input type="radio" name={name} value={value} defaultChecked={defaultChecked} position="absolute" inset="0" opacity="0" m="0" cursor="pointer" />
      {children}
      <Badge
        size="sm"
        borderRadius="full"
        variant="subtle"
        colorPalette={palette}
        css={{ 'label:has(input:checked) &': { bg: 'bg.panel/25', color: 'inherit' } }}
      >
        {count}
      </Badge>
    </chakra.label>
  );
}
