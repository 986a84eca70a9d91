import type { ReactNode } from 'react';
import { css, cx } from '../../styled-system/css/index.js';
import { flex } from '../../styled-system/patterns/index.js';
import { badge } from '../../styled-system/recipes/index.js';
import { icons } from '../../engine/ui-kit/icon-map.ts';
import type { categoryColours } from '../_collections/faq.ts';
import type { FaqCategoryId } from './logic.ts';
import type { FaqCategory } from './schema.ts';

type Palette = 'brand' | (typeof categoryColours)[number];

// A category's colour comes from content: one compiled class per palette the FAQ's schema allows (and the
// brand's, for "all"). A colour added to the schema and not here fails the type check.
const palettes = {
  brand: css({ colorPalette: 'brand' }),
  blue: css({ colorPalette: 'blue' }),
  teal: css({ colorPalette: 'teal' }),
  purple: css({ colorPalette: 'purple' }),
  orange: css({ colorPalette: 'orange' }),
  green: css({ colorPalette: 'green' }),
  pink: css({ colorPalette: 'pink' }),
  cyan: css({ colorPalette: 'cyan' }),
} satisfies Record<Palette, string>;

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
    <label className={cx(styles.chip, palettes[palette])}>
      <input type="radio" name={name} value={value} defaultChecked={defaultChecked} className={styles.radio} />
      {children}
      <span className={styles.count}>{count}</span>
    </label>
  );
}

const styles = {
  group: cx(flex({ wrap: 'wrap', gap: '2' }), css({ border: '0', p: '0', m: '0' })),
  chip: css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    h: '8',
    px: '3',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg.panel',
    color: 'fg',
    fontSize: 'sm',
    fontWeight: '600',
    cursor: 'pointer',
    transition: 'background 0.15s ease, border-color 0.15s ease',
    _motionReduce: { transition: 'none' },
    _hover: { borderColor: 'colorPalette.solid' },
    '&:has(input:checked)': { bg: 'colorPalette.solid', borderColor: 'colorPalette.solid', color: 'colorPalette.contrast' },
    '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'accent.solid', outlineOffset: '2px' },
  }),
  // The radio covers its chip, unseen: a click anywhere on the chip is on it.
  radio: css({ position: 'absolute', inset: '0', opacity: '0', m: '0', cursor: 'pointer' }),
  // In the chip's palette (inherited); on the chosen chip, a light wash of its colour.
  count: cx(badge({ size: 'sm', variant: 'subtle' }), css({ borderRadius: 'full', 'label:has(input:checked) &': { bg: 'bg.panel/25', color: 'inherit' } })),
};
