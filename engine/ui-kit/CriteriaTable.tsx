import type { ComponentProps } from 'react';
import { css, cx } from '../../styled-system/css/index.js';
import { table } from '../../styled-system/recipes/index.js';
import type { SystemStyleObject } from '../../styled-system/types/index.d.ts';

interface CriteriaTableProps extends Omit<ComponentProps<'table'>, 'children'> {
  categoryHeading: string;
  columns: readonly string[];
  rows: readonly { category: string; cells: readonly string[] }[];
  /** Index of the column to stand out (the offer), if any. */
  highlightedColumn?: number | undefined;
  /** Announced to screen readers only, e.g. which view the table shows. */
  caption?: string | undefined;
  /** Adjusts the criteria column's heading, e.g. its width (written with `css.raw`, so that Panda compiles it). */
  categoryCss?: SystemStyleObject;
}

// Chakra's table recipe, compiled by Panda: the same table in a static block and in an island (the slider comparison).
const parts = table({ variant: 'line', size: { base: 'sm', md: 'md' } });
const styles = {
  caption: cx(parts.caption, css({ captionSide: 'top', srOnly: true })),
  headerRow: cx(parts.row, css({ bg: 'bg.muted' })),
  categoryHeading: css.raw({ color: 'fg.muted' }),
  columnHeading: cx(parts.columnHeader, css({ fontFamily: 'heading', fontSize: 'md', color: 'fg' })),
  highlightedColumnHeading: cx(parts.columnHeader, css({ fontFamily: 'heading', fontSize: 'md', color: 'fg', bg: 'accent.muted' })),
  row: cx(parts.row, css({ bg: 'bg.panel' })),
  rowHeading: cx(parts.columnHeader, css({ fontWeight: '600', color: 'fg', verticalAlign: 'top' })),
  // Whole classes, not a base and an override: two atomic classes setting one property apply in stylesheet order.
  cell: cx(parts.cell, css({ verticalAlign: 'top', whiteSpace: 'normal', color: 'fg.muted' })),
  highlightedCell: cx(parts.cell, css({ verticalAlign: 'top', whiteSpace: 'normal', bg: 'accent.subtle', color: 'fg', fontWeight: '600' })),
};

/** Criteria in rows (row headers), options in columns: the comparison tables of the site. */
export function CriteriaTable({ categoryHeading, columns, rows, highlightedColumn, caption, categoryCss, className, ...root }: CriteriaTableProps) {
  const highlighted = (index: number) => index === highlightedColumn;
  return (
    <table className={cx(parts.root, className)} {...root}>
      {caption && <caption className={styles.caption}>{caption}</caption>}
      <thead className={parts.header}>
        <tr className={styles.headerRow}>
          <th scope="col" className={cx(parts.columnHeader, css(styles.categoryHeading, categoryCss))}>
            {categoryHeading}
          </th>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={highlighted(index) ? styles.highlightedColumnHeading : styles.columnHeading}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={parts.body}>
        {rows.map((row) => (
          <tr key={row.category} className={styles.row}>
            <th scope="row" className={styles.rowHeading}>
              {row.category}
            </th>
            {row.cells.map((cell, index) => (
              <td key={`${row.category}-${index}`} className={highlighted(index) ? styles.highlightedCell : styles.cell}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
