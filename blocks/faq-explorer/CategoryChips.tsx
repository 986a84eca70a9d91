import type { ReactNode } from 'react';
import { icons } from '../../engine/ui-kit/icon-map.ts';
import { InstantForm } from '../_interactive/InstantForm.tsx';
import { asCategory, type FaqCategoryId } from './logic.ts';
import type { FaqCategory } from './schema.ts';
import { chips, styles, type Palette } from './CategoryChips.styles.ts';

interface CategoryChipsProps {
  label: string;
  allLabel: string;
  categories: readonly FaqCategory[];
  counts: Record<FaqCategoryId, number>;
  total: number;
  /** The category shown, null for all. */
  chosen: FaqCategoryId | null;
  /** A chip was pressed: its category, null for all. */
  press: (category: FaqCategoryId | null) => void;
}

const field = 'categorie';

/**
 * Toggle buttons drawn as chips: one category at a time, "all" pressed when none, and the chosen category's chip
 * pressed again deselects it (radio buttons could not be unchosen). Each is a submit button of a form of their own,
 * which hands its value to the form's action: a chip pressed before the page is interactive is replayed by React
 * once it is. Their own, because React resets a form after replaying its action: the search box must keep its text.
 */
export function CategoryChips({ label, allLabel, categories, counts, total, chosen, press }: CategoryChipsProps) {
  return (
    <InstantForm action={(entered) => press(asCategory(entered.get(field)))}>
      <div role="group" aria-label={label} className={styles.group}>
        <Chip name={field} value="" pressed={chosen === null} count={total} palette="brand">
          {allLabel}
        </Chip>
        {categories.map((category) => {
          const Icon = icons[category.icon];
          return (
            <Chip key={category.id} name={field} value={category.id} pressed={chosen === category.id} count={counts[category.id]} palette={category.colour}>
              <Icon size={16} aria-hidden="true" />
              {category.label}
            </Chip>
          );
        })}
      </div>
    </InstantForm>
  );
}

interface ChipProps {
  name: string;
  value: string;
  pressed: boolean;
  count: number;
  palette: Palette;
  children: ReactNode;
}

function Chip({ name, value, pressed, count, palette, children }: ChipProps) {
  return (
    <button type="submit" name={name} value={value} aria-pressed={pressed} className={chips[palette]}>
      {children}
      <span className={styles.count}>{count}</span>
    </button>
  );
}
