import type { ComponentProps } from 'react';
import { styles } from './CriteriaTable.styles.ts';

interface CriteriaTableProps extends Omit<ComponentProps<'table'>, 'children' | 'className'> {
  categoryHeading: string;
  columns: readonly string[];
  rows: readonly { category: string; cells: readonly string[] }[];
  /** Index of the column to stand out (the offer), if any. */
  highlightedColumn?: number | undefined;
  /** Announced to screen readers only, e.g. which view the table shows. */
  caption?: string | undefined;
  /** The criteria column's heading, adjusted (e.g. its width): made with `criteriaCategoryHeadingClass` (criteria-table-style.ts) in the caller's style module. */
  categoryHeadingClassName?: string | undefined;
}

/** Criteria in rows (row headers), options in columns: the comparison tables of the site. */
export function CriteriaTable({
  categoryHeading,
  columns,
  rows,
  highlightedColumn,
  caption,
  categoryHeadingClassName = styles.categoryHeading,
  ...root
}: CriteriaTableProps) {
  const highlighted = (index: number) => index === highlightedColumn;
  return (
    <table className={styles.root} {...root}>
      {caption && <caption className={styles.caption}>{caption}</caption>}
      <thead className={styles.header}>
        <tr className={styles.headerRow}>
          <th scope="col" className={categoryHeadingClassName}>
            {categoryHeading}
          </th>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={highlighted(index) ? styles.highlightedColumnHeading : styles.columnHeading}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={styles.body}>
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
