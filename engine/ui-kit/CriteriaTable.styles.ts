import { css, cx } from '../../styled-system/css/index.js';
import { criteriaCategoryHeadingClass, criteriaTableParts as parts } from './criteria-table-style.ts';

export const styles = {
  root: parts.root,
  header: parts.header,
  body: parts.body,
  caption: cx(parts.caption, css({ captionSide: 'top', srOnly: true })),
  headerRow: cx(parts.row, css({ bg: 'bg.muted' })),
  categoryHeading: criteriaCategoryHeadingClass(),
  columnHeading: cx(parts.columnHeader, css({ fontFamily: 'heading', fontSize: 'md', color: 'fg' })),
  highlightedColumnHeading: cx(parts.columnHeader, css({ fontFamily: 'heading', fontSize: 'md', color: 'fg', bg: 'accent.muted' })),
  row: cx(parts.row, css({ bg: 'bg.panel' })),
  rowHeading: cx(parts.columnHeader, css({ fontWeight: '600', color: 'fg', verticalAlign: 'top' })),
  // Whole classes, not a base and an override: two atomic classes setting one property apply in stylesheet order.
  cell: cx(parts.cell, css({ verticalAlign: 'top', whiteSpace: 'normal', color: 'fg.muted' })),
  highlightedCell: cx(parts.cell, css({ verticalAlign: 'top', whiteSpace: 'normal', bg: 'accent.subtle', color: 'fg', fontWeight: '600' })),
};
