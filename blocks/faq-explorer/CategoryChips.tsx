import type { ReactNode } from 'react';
import { icons } from '../../engine/ui-kit/icon-map.ts';
import type { FaqCategoryId } from './logic.ts';
import type { FaqCategory } from './schema.ts';
import { chips, styles, type Palette } from './CategoryChips.styles.ts';

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
    <fieldset role="radiogroup" aria-label={label} className={styles.group}>
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
    </fieldset>
  );
}

interface ChipProps {
  name: string;
  value: string;
  defaultChecked?: boolean;
  count: number;
  palette: Palette;
  children: ReactNode;
}

function Chip({ name, value, defaultChecked, count, palette, children }: ChipProps) {
  return (
    <label className={chips[palette]}>
      <input type="radio" name={name} value={value} defaultChecked={defaultChecked} className={styles.radio} />
      {children}
      <span className={styles.count}>{count}</span>
    </label>
  );
}
