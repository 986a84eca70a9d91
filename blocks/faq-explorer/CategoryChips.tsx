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
  selected: FaqCategoryId | null;
  onSelect: (category: FaqCategoryId | null) => void;
}

/**
 * Radio buttons drawn as chips: one category at a time, "all" when none; choosing the chosen one again
 * goes back to all. Being radio buttons, a choice made before the page is interactive holds.
 */
export function CategoryChips({ name, label, allLabel, categories, counts, total, selected, onSelect }: CategoryChipsProps) {
  return (
    <Wrap as="fieldset" role="radiogroup" aria-label={label} gap="2" border="0" p="0" m="0">
      <Chip name={name} value="" checked={selected === null} count={total} onChoose={() => onSelect(null)} palette="brand">
        {allLabel}
      </Chip>
      {categories.map((category) => {
        const Icon = icons[category.icon];
        return (
          <Chip
            key={category.id}
            name={name}
            value={category.id}
            checked={selected === category.id}
            count={counts[category.id]}
            onChoose={() => onSelect(category.id)}
            palette={category.colour}
          >
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
  checked: boolean;
  count: number;
  palette: string;
  /** Chosen, or chosen again while already chosen. */
  onChoose: () => void;
  children: ReactNode;
}

function Chip({ name, value, checked, count, palette, onChoose, children }: ChipProps) {
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
      {/* A click on the chosen chip changes nothing in HTML: it is what goes back to all. */}
      <chakra.input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        onClick={() => checked && onChoose()}
        position="absolute"
        inset="0"
        opacity="0"
        m="0"
        cursor="pointer"
      />
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
