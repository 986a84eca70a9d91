import { Badge, Button, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { icons } from '../../engine/render/icons.tsx';
import type { FaqCategoryId } from './logic.ts';
import type { FaqCategory } from './schema.ts';

interface CategoryChipsProps {
  label: string;
  allLabel: string;
  categories: readonly FaqCategory[];
  counts: Record<FaqCategoryId, number>;
  total: number;
  selected: FaqCategoryId | null;
  onSelect: (category: FaqCategoryId | null) => void;
}

/** Toggle buttons: one category at a time, "all" when none is pressed. */
export function CategoryChips({ label, allLabel, categories, counts, total, selected, onSelect }: CategoryChipsProps) {
  return (
    <Wrap role="group" aria-label={label} gap="2">
      <Chip pressed={selected === null} count={total} onClick={() => onSelect(null)} palette="brand">
        {allLabel}
      </Chip>
      {categories.map((category) => {
        const Icon = icons[category.icon];
        return (
          <Chip key={category.id} pressed={selected === category.id} count={counts[category.id]} onClick={() => onSelect(category.id)} palette={category.colour}>
            <Icon size={16} aria-hidden="true" />
            {category.label}
          </Chip>
        );
      })}
    </Wrap>
  );
}

interface ChipProps {
  pressed: boolean;
  count: number;
  palette: string;
  onClick: () => void;
  children: ReactNode;
}

function Chip({ pressed, count, palette, onClick, children }: ChipProps) {
  return (
    <Button
      size="sm"
      borderRadius="full"
      colorPalette={palette}
      variant={pressed ? 'solid' : 'outline'}
      bg={pressed ? 'colorPalette.solid' : 'bg.panel'}
      color={pressed ? 'colorPalette.contrast' : 'fg'}
      borderColor={pressed ? 'colorPalette.solid' : 'border'}
      _hover={{ borderColor: 'colorPalette.solid' }}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
      <Badge size="sm" borderRadius="full" variant={pressed ? 'solid' : 'subtle'} colorPalette={palette} bg={pressed ? 'bg.panel/25' : undefined} color={pressed ? 'inherit' : undefined}>
        {count}
      </Badge>
    </Button>
  );
}
