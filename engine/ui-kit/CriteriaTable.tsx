import { Table, type TableRootProps } from '@chakra-ui/react';

interface CriteriaTableProps extends Omit<TableRootProps, 'children'> {
  categoryHeading: string;
  columns: readonly string[];
  rows: readonly { category: string; cells: readonly string[] }[];
  /** Index of the column to stand out (the offer), if any. */
  highlightedColumn?: number | undefined;
  /** Announced to screen readers only, e.g. which view the table shows. */
  caption?: string | undefined;
  categoryWidth?: TableRootProps['w'];
}

/** Criteria in rows (row headers), options in columns: the comparison tables of the site. */
export function CriteriaTable({ categoryHeading, columns, rows, highlightedColumn, caption, categoryWidth, ...root }: CriteriaTableProps) {
  const highlighted = (index: number) => index === highlightedColumn;
  return (
    <Table.Root size={{ base: 'sm', md: 'md' }} {...root}>
      {caption && (
        <Table.Caption captionSide="top" srOnly>
          {caption}
        </Table.Caption>
      )}
      <Table.Header>
        <Table.Row bg="bg.muted">
          <Table.ColumnHeader scope="col" color="fg.muted" w={categoryWidth}>
            {categoryHeading}
          </Table.ColumnHeader>
          {columns.map((column, index) => (
            <Table.ColumnHeader key={column} scope="col" fontFamily="heading" fontSize="md" color="fg" bg={highlighted(index) ? 'accent.muted' : undefined}>
              {column}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.category} bg="bg.panel">
            <Table.ColumnHeader scope="row" fontWeight="600" color="fg" verticalAlign="top">
              {row.category}
            </Table.ColumnHeader>
            {row.cells.map((cell, index) => (
              <Table.Cell
                key={`${row.category}-${index}`}
                verticalAlign="top"
                whiteSpace="normal"
                {...(highlighted(index) ? { bg: 'accent.subtle', color: 'fg', fontWeight: '600' } : { color: 'fg.muted' })}
              >
                {cell}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
